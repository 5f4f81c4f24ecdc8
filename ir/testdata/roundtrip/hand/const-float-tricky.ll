; decimal floats: doubles not exactly representable, exact float/half extremes and denormals
@a = global double 0.1
@b = global float 0.125
@c = global double 1.0e-5
@d = global float 3.4028234663852886e+38
@e = global double 4.9406564584124654e-324
@f = global double 2.2250738585072014e-308
@g = global double 1.7976931348623157e+308
@h = global float 1.1754943508222875e-38
@i = global float 1.4012984643248171e-45
@j = global double 0.30000000000000004
@k = global half 65504.0
@l = global half 6.103515625e-05
@m = global bfloat 3.0
@n = global double -123.456e7
@q = global float 16777216.0
