; ERROR: attribute 'signext' applied to incompatible type double
declare signext double @g()
