; block label forms: named, numbered, quoted, labels that look like keywords
define void @f(i1 %c) {
entry:
  br i1 %c, label %ret, label %"label with space"
"label with space":
  br label %add
add:
  br label %"9"
"9":
  br label %ret
ret:
  ret void
}
define void @g() {
  br label %1
1:
  br label %2
2:
  ret void
}
