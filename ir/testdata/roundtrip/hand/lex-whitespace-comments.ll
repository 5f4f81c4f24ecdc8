; odd whitespace, tabs, comments between tokens, blank lines


@g	=	global   i32	0 ; trailing comment
define   i32   @f(  i32   %a ,i32 %b )   {   ; comment after brace
entry:
	%s=add  nsw  i32  %a,%b   ; comment
  %t = mul   ; comment in the middle of an instruction
       i32 %s,
       %b
  switch i32 %t, label %d [ ; comment inside a switch
    i32 1, label %d ; another
  ]
d:
  ret i32 %t
}
