; The stubs' runtime, written into a harness module with stubs
; (native/replay.go), @SLOTBYTES@ replaced by the size of its slot
; table. It uses the harness's globals and helpers and the replay
; tables the harness writes; TestRuntimeFiles parses and verifies each
; file within a harness module.

define internal i64 @__irfuzz.rp.next() {
entry:
  %s = load ptr, ptr @__irfuzz.rp.script, align 8
  %p = load i64, ptr @__irfuzz.rp.pos, align 8
  %a = getelementptr i64, ptr %s, i64 %p
  %v = load i64, ptr %a, align 8
  %p1 = add i64 %p, 1
  store i64 %p1, ptr @__irfuzz.rp.pos, align 8
  ret i64 %v
}

define internal ptr @__irfuzz.rp.slot(i64 %i) {
entry:
  %p = getelementptr i64, ptr @__irfuzz.rp.slots, i64 %i
  ret ptr %p
}

define internal ptr @__irfuzz.rp.datum(i64 %off) {
entry:
  %d = load ptr, ptr @__irfuzz.rp.data, align 8
  %p = getelementptr i8, ptr %d, i64 %off
  ret ptr %p
}

define internal void @__irfuzz.rp.start(ptr %script, ptr %data, ptr %arena) {
entry:
  %arenai = ptrtoint ptr %arena to i64
  store i64 %arenai, ptr @__irfuzz.rp.arena, align 8
  store ptr %script, ptr @__irfuzz.rp.script, align 8
  store ptr %data, ptr @__irfuzz.rp.data, align 8
  store i64 0, ptr @__irfuzz.rp.pos, align 8
  store i64 0, ptr @__irfuzz.rp.k, align 8
  store i64 0, ptr @__irfuzz.rp.n, align 8
  call void @llvm.memset.p0.i64(ptr @__irfuzz.rp.slots, i8 0, i64 @SLOTBYTES@, i1 false)
  %none = icmp eq ptr %script, null
  br i1 %none, label %done, label %head
head:
  %n = call i64 @__irfuzz.rp.next()
  store i64 %n, ptr @__irfuzz.rp.n, align 8
  %np = call i64 @__irfuzz.rp.next()
  br label %loop
loop:
  %i = phi i64 [ 0, %head ], [ %i1, %set ]
  %more = icmp ult i64 %i, %np
  br i1 %more, label %body, label %done
body:
  %slot = call i64 @__irfuzz.rp.next()
  %kind = call i64 @__irfuzz.rp.next()
  %val = call i64 @__irfuzz.rp.next()
  %isg = icmp eq i64 %kind, 1
  br i1 %isg, label %glob, label %arg
glob:
  %gp = getelementptr ptr, ptr @__irfuzz.rp.globals, i64 %val
  %g = load ptr, ptr %gp, align 8
  %gi = ptrtoint ptr %g to i64
  br label %set
arg:
  %ai = ptrtoint ptr %arena to i64
  %av = add i64 %ai, %val
  br label %set
set:
  %addr = phi i64 [ %gi, %glob ], [ %av, %arg ]
  %sp = call ptr @__irfuzz.rp.slot(i64 %slot)
  store i64 %addr, ptr %sp, align 8
  %i1 = add i64 %i, 1
  br label %loop
done:
  ret void
}

define internal void @__irfuzz.rp.learn() {
entry:
  %nl = call i64 @__irfuzz.rp.next()
  %view = load i1, ptr @__irfuzz.rp.view, align 1
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %more = icmp ult i64 %i, %nl
  br i1 %more, label %body, label %done
body:
  %slot = call i64 @__irfuzz.rp.next()
  %aoff = call i64 @__irfuzz.rp.next()
  %off = call i64 @__irfuzz.rp.next()
  %ap = getelementptr i8, ptr @__irfuzz.rp.args, i64 %aoff
  %a = load i64, ptr %ap, align 1
  %sp = call ptr @__irfuzz.rp.slot(i64 %slot)
  %b = load i64, ptr %sp, align 8
  %unset = icmp eq i64 %b, 0
  %given = icmp ne i64 %a, 0
  %learn = and i1 %unset, %given
  %learned = sub i64 %a, %off
  %nb = select i1 %learn, i64 %learned, i64 %b
  store i64 %nb, ptr %sp, align 8
  %known = icmp ne i64 %nb, 0
  %rel = and i1 %view, %known
  br i1 %rel, label %relative, label %next
relative:
  %r = sub i64 %a, %nb
  store i64 %r, ptr %ap, align 1
  br label %next
next:
  %i1 = add i64 %i, 1
  br label %loop
done:
  ret void
}

define internal void @__irfuzz.rp.relocs(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %body ]
  %more = icmp ult i64 %i, %n
  br i1 %more, label %body, label %done
body:
  %at = call i64 @__irfuzz.rp.next()
  %slot = call i64 @__irfuzz.rp.next()
  %p = getelementptr i8, ptr @__irfuzz.rp.tmp, i64 %at
  %v = load i64, ptr %p, align 1
  %sp = call ptr @__irfuzz.rp.slot(i64 %slot)
  %b = load i64, ptr %sp, align 8
  %r = sub i64 %v, %b
  store i64 %r, ptr %p, align 1
  %i1 = add i64 %i, 1
  br label %loop
done:
  ret void
}

define internal i64 @__irfuzz.rp.dumps(i64 %pos) {
entry:
  %nd = call i64 @__irfuzz.rp.next()
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %p = phi i64 [ %pos, %entry ], [ %p2, %next ]
  %more = icmp ult i64 %i, %nd
  br i1 %more, label %body, label %done
body:
  %slot = call i64 @__irfuzz.rp.next()
  %size = call i64 @__irfuzz.rp.next()
  %mask = call i64 @__irfuzz.rp.next()
  %nrel = call i64 @__irfuzz.rp.next()
  %sp = call ptr @__irfuzz.rp.slot(i64 %slot)
  %base = load i64, ptr %sp, align 8
  %t = call i64 @__irfuzz.tag(i64 %p, i8 100)
  %known = icmp ne i64 %base, 0
  br i1 %known, label %copy, label %unknown
unknown:
  %pos0 = load i64, ptr @__irfuzz.rp.pos, align 8
  %skip = mul i64 %nrel, 2
  %pos1 = add i64 %pos0, %skip
  store i64 %pos1, ptr @__irfuzz.rp.pos, align 8
  %pu = call i64 @__irfuzz.hex(i64 %t, ptr null, i64 0)
  br label %next
copy:
  %src = inttoptr i64 %base to ptr
  call void @llvm.memcpy.p0.p0.i64(ptr @__irfuzz.rp.tmp, ptr %src, i64 %size, i1 false)
  %hasmask = icmp sge i64 %mask, 0
  br i1 %hasmask, label %domask, label %rels
domask:
  %mp = call ptr @__irfuzz.rp.datum(i64 %mask)
  call void @__irfuzz.and(ptr @__irfuzz.rp.tmp, ptr %mp, i64 %size)
  br label %rels
rels:
  call void @__irfuzz.rp.relocs(i64 %nrel)
  %pc = call i64 @__irfuzz.hex(i64 %t, ptr @__irfuzz.rp.tmp, i64 %size)
  br label %next
next:
  %p2 = phi i64 [ %pu, %unknown ], [ %pc, %rels ]
  %i1 = add i64 %i, 1
  br label %loop
done:
  ret i64 %p
}

define internal i64 @__irfuzz.rp.result(i64 %pos) {
entry:
  %kind = call i64 @__irfuzz.rp.next()
  switch i64 %kind, label %none [ i64 1, label %bytes
                                  i64 2, label %ptr
                                  i64 3, label %fresh ]
none:
  ret i64 %pos
bytes:
  %len = call i64 @__irfuzz.rp.next()
  %doff = call i64 @__irfuzz.rp.next()
  %dp = call ptr @__irfuzz.rp.datum(i64 %doff)
  call void @llvm.memcpy.p0.p0.i64(ptr @__irfuzz.rp.ret, ptr %dp, i64 %len, i1 false)
  ret i64 %pos
ptr:
  %slot = call i64 @__irfuzz.rp.next()
  %off = call i64 @__irfuzz.rp.next()
  %null = icmp slt i64 %slot, 0
  br i1 %null, label %isnull, label %into
isnull:
  store i64 0, ptr @__irfuzz.rp.ret, align 8
  ret i64 %pos
into:
  %sp = call ptr @__irfuzz.rp.slot(i64 %slot)
  %b = load i64, ptr %sp, align 8
  %known = icmp ne i64 %b, 0
  %a = add i64 %b, %off
  %v = select i1 %known, i64 %a, i64 0
  store i64 %v, ptr @__irfuzz.rp.ret, align 8
  ret i64 %pos
fresh:
  %fslot = call i64 @__irfuzz.rp.next()
  %foff = call i64 @__irfuzz.rp.next()
  %fdoff = call i64 @__irfuzz.rp.next()
  %flen = call i64 @__irfuzz.rp.next()
  %size = call i64 @llvm.umax.i64(i64 %flen, i64 1)
  %o = call ptr @malloc(i64 %size)
  %fdp = call ptr @__irfuzz.rp.datum(i64 %fdoff)
  call void @llvm.memcpy.p0.p0.i64(ptr %o, ptr %fdp, i64 %flen, i1 false)
  %oi = ptrtoint ptr %o to i64
  %fsp = call ptr @__irfuzz.rp.slot(i64 %fslot)
  store i64 %oi, ptr %fsp, align 8
  %fa = add i64 %oi, %foff
  store i64 %fa, ptr @__irfuzz.rp.ret, align 8
  %view = load i1, ptr @__irfuzz.rp.view, align 1
  %shown = select i1 %view, i64 0, i64 %oi
  store i64 %shown, ptr @__irfuzz.rp.word, align 8
  %t = call i64 @__irfuzz.tag(i64 %pos, i8 110)
  %h = call i64 @__irfuzz.hex(i64 %t, ptr @__irfuzz.rp.word, i64 8)
  ret i64 %h
}

define internal void @__irfuzz.rp.writes() {
entry:
  %nw = call i64 @__irfuzz.rp.next()
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %more = icmp ult i64 %i, %nw
  br i1 %more, label %body, label %done
body:
  %slot = call i64 @__irfuzz.rp.next()
  %off = call i64 @__irfuzz.rp.next()
  %len = call i64 @__irfuzz.rp.next()
  %doff = call i64 @__irfuzz.rp.next()
  %sp = call ptr @__irfuzz.rp.slot(i64 %slot)
  %b = load i64, ptr %sp, align 8
  %known = icmp ne i64 %b, 0
  br i1 %known, label %write, label %next
write:
  %a = add i64 %b, %off
  %dst = inttoptr i64 %a to ptr
  %src = call ptr @__irfuzz.rp.datum(i64 %doff)
  call void @llvm.memcpy.p0.p0.i64(ptr %dst, ptr %src, i64 %len, i1 false)
  br label %next
next:
  %i1 = add i64 %i, 1
  br label %loop
done:
  ret void
}

; In a witness view, a call the source does not make shows its pointers
; into the arena as one more than their offsets there.
define internal void @__irfuzz.rp.arenarel(ptr %ptrs) {
entry:
  %view = load i1, ptr @__irfuzz.rp.view, align 1
  %a = load i64, ptr @__irfuzz.rp.arena, align 8
  %size = load i64, ptr @__irfuzz.rp.arenasize, align 8
  %n = load i64, ptr %ptrs, align 8
  br i1 %view, label %loop, label %done
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %more = icmp ult i64 %i, %n
  br i1 %more, label %body, label %done
body:
  %i1 = add i64 %i, 1
  %op = getelementptr i64, ptr %ptrs, i64 %i1
  %off = load i64, ptr %op, align 8
  %ap = getelementptr i8, ptr @__irfuzz.rp.args, i64 %off
  %v = load i64, ptr %ap, align 1
  %rel = sub i64 %v, %a
  %in = icmp ult i64 %rel, %size
  %has = icmp ne i64 %a, 0
  %inarena = and i1 %in, %has
  br i1 %inarena, label %store, label %next
store:
  %r1 = add i64 %rel, 1
  store i64 %r1, ptr %ap, align 1
  br label %next
next:
  br label %loop
done:
  ret void
}

define internal ptr @__irfuzz.rp.call(i64 %stub, i64 %argsize, ptr %ptrs) {
entry:
  %st = load i32, ptr @__irfuzz.step, align 4
  %st64 = zext i32 %st to i64
  %h0 = call i64 @__irfuzz.hexle(i64 0, i64 %st64, i64 4)
  %t0 = call i64 @__irfuzz.tag(i64 %h0, i8 99)
  %h1 = call i64 @__irfuzz.hexle(i64 %t0, i64 %stub, i64 4)
  br label %look
look:
  %k = load i64, ptr @__irfuzz.rp.k, align 8
  %n = load i64, ptr @__irfuzz.rp.n, align 8
  %extra = icmp uge i64 %k, %n
  br i1 %extra, label %stop, label %check
check:
  %removable = call i64 @__irfuzz.rp.next()
  %nextpos = call i64 @__irfuzz.rp.next()
  %want = call i64 @__irfuzz.rp.next()
  %same = icmp eq i64 %want, %stub
  br i1 %same, label %replay, label %other
other:
  %canskip = icmp ne i64 %removable, 0
  br i1 %canskip, label %skip, label %stop
skip:
  store i64 %nextpos, ptr @__irfuzz.rp.pos, align 8
  %ks = add i64 %k, 1
  store i64 %ks, ptr @__irfuzz.rp.k, align 8
  br label %look
stop:
  call void @__irfuzz.rp.arenarel(ptr %ptrs)
  %ha = call i64 @__irfuzz.hex(i64 %h1, ptr @__irfuzz.rp.args, i64 %argsize)
  call void @__irfuzz.flush(i64 %ha)
  call void @_exit(i32 122)
  unreachable
replay:
  call void @__irfuzz.rp.learn()
  %h2 = call i64 @__irfuzz.hex(i64 %h1, ptr @__irfuzz.rp.args, i64 %argsize)
  %h3 = call i64 @__irfuzz.rp.dumps(i64 %h2)
  %h4 = call i64 @__irfuzz.rp.result(i64 %h3)
  %tk = call i64 @__irfuzz.tag(i64 %h4, i8 107)
  %h5 = call i64 @__irfuzz.hexle(i64 %tk, i64 %k, i64 8)
  call void @__irfuzz.flush(i64 %h5)
  call void @__irfuzz.rp.writes()
  %k1 = add i64 %k, 1
  store i64 %k1, ptr @__irfuzz.rp.k, align 8
  ret ptr @__irfuzz.rp.ret
}

declare i64 @llvm.umax.i64(i64, i64)
