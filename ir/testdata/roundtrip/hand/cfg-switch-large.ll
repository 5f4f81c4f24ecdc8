; switch with 100 cases over 10 destinations, phi with many predecessors
define i32 @f(i32 %x) {
entry:
  switch i32 %x, label %exit [
    i32 -50, label %b0
    i32 -43, label %b1
    i32 -36, label %b2
    i32 -29, label %b3
    i32 -22, label %b4
    i32 -15, label %b5
    i32 -8, label %b6
    i32 -1, label %b7
    i32 6, label %b8
    i32 13, label %b9
    i32 20, label %b0
    i32 27, label %b1
    i32 34, label %b2
    i32 41, label %b3
    i32 48, label %b4
    i32 55, label %b5
    i32 62, label %b6
    i32 69, label %b7
    i32 76, label %b8
    i32 83, label %b9
    i32 90, label %b0
    i32 97, label %b1
    i32 104, label %b2
    i32 111, label %b3
    i32 118, label %b4
    i32 125, label %b5
    i32 132, label %b6
    i32 139, label %b7
    i32 146, label %b8
    i32 153, label %b9
    i32 160, label %b0
    i32 167, label %b1
    i32 174, label %b2
    i32 181, label %b3
    i32 188, label %b4
    i32 195, label %b5
    i32 202, label %b6
    i32 209, label %b7
    i32 216, label %b8
    i32 223, label %b9
    i32 230, label %b0
    i32 237, label %b1
    i32 244, label %b2
    i32 251, label %b3
    i32 258, label %b4
    i32 265, label %b5
    i32 272, label %b6
    i32 279, label %b7
    i32 286, label %b8
    i32 293, label %b9
    i32 300, label %b0
    i32 307, label %b1
    i32 314, label %b2
    i32 321, label %b3
    i32 328, label %b4
    i32 335, label %b5
    i32 342, label %b6
    i32 349, label %b7
    i32 356, label %b8
    i32 363, label %b9
    i32 370, label %b0
    i32 377, label %b1
    i32 384, label %b2
    i32 391, label %b3
    i32 398, label %b4
    i32 405, label %b5
    i32 412, label %b6
    i32 419, label %b7
    i32 426, label %b8
    i32 433, label %b9
    i32 440, label %b0
    i32 447, label %b1
    i32 454, label %b2
    i32 461, label %b3
    i32 468, label %b4
    i32 475, label %b5
    i32 482, label %b6
    i32 489, label %b7
    i32 496, label %b8
    i32 503, label %b9
    i32 510, label %b0
    i32 517, label %b1
    i32 524, label %b2
    i32 531, label %b3
    i32 538, label %b4
    i32 545, label %b5
    i32 552, label %b6
    i32 559, label %b7
    i32 566, label %b8
    i32 573, label %b9
    i32 580, label %b0
    i32 587, label %b1
    i32 594, label %b2
    i32 601, label %b3
    i32 608, label %b4
    i32 615, label %b5
    i32 622, label %b6
    i32 629, label %b7
    i32 636, label %b8
    i32 643, label %b9
  ]
b0:
  br label %exit
b1:
  br label %exit
b2:
  br label %exit
b3:
  br label %exit
b4:
  br label %exit
b5:
  br label %exit
b6:
  br label %exit
b7:
  br label %exit
b8:
  br label %exit
b9:
  br label %exit
exit:
  %r = phi i32 [ 0, %b0 ], [ 1, %b1 ], [ 2, %b2 ], [ 3, %b3 ], [ 4, %b4 ], [ 5, %b5 ], [ 6, %b6 ], [ 7, %b7 ], [ 8, %b8 ], [ 9, %b9 ], [ -1, %entry ]
  ret i32 %r
}
