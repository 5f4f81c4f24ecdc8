#include <stdlib.h>
struct node { int val; struct node *next; };
struct node *push(struct node *h, int v) {
  struct node *n = malloc(sizeof *n);
  if (!n) return h;
  n->val = v; n->next = h; return n;
}
int sum(const struct node *h) { int s = 0; for (; h; h = h->next) s += h->val; return s; }
struct node *reverse(struct node *h) {
  struct node *p = NULL;
  while (h) { struct node *n = h->next; h->next = p; p = h; h = n; }
  return p;
}
void release(struct node *h) { while (h) { struct node *n = h->next; free(h); h = n; } }
