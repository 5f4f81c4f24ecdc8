#include <stddef.h>
size_t my_strlen(const char *s) { const char *p = s; while (*p) p++; return (size_t)(p - s); }
int my_strcmp(const char *a, const char *b) {
  while (*a && *a == *b) { a++; b++; }
  return (unsigned char)*a - (unsigned char)*b;
}
char *my_strrev(char *s) {
  size_t n = my_strlen(s);
  for (size_t i = 0; i < n / 2; i++) { char t = s[i]; s[i] = s[n - 1 - i]; s[n - 1 - i] = t; }
  return s;
}
const char *greeting = "hello,\tworld\n\"quoted\"\\";
