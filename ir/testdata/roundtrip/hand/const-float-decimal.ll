; float literals in decimal forms
@a = global float 1.0
@b = global float -0.0
@c = global double 3.141592653589793
@d = global double 1.0e+300
@e = global double -2.5E-10
@f = global float 1.5
@g = global double 1.0e-320
@h = global float 0.0
@i = global double +1.0
@j = global half 1.0
@k = global bfloat 2.0
@l = global double 123456789.0
