; vector constants of float types with special values
@a = global <4 x float> <float 0.0, float -0.0, float 0x7FF0000000000000, float 0x7FF8000000000000>
@b = global <2 x double> <double 1.0e-300, double -1.5>
@c = global <4 x half> <half 0xH0000, half 0xH3C00, half 0xH7BFF, half 0xHFC00>
@d = global <2 x bfloat> <bfloat 0xR3F80, bfloat 0xRFF80>
@e = global <2 x fp128> <fp128 0xL00000000000000003FFF000000000000, fp128 0xL00000000000000000000000000000000>
