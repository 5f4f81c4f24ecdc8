package semantics

// fmemopen: a stream over the program's own memory, as glibc (2.22 and
// later, libio/fmemopen.c) makes it: a cookie stream whose read, write
// and seek work on the buffer with a position, a size (the size
// argument) and an end of contents (maxpos), under stdio's full
// buffering (BUFSIZ, 8192 bytes for a stream with no file descriptor).
//
//   - Writes stay in stdio's buffer until a flush (fflush, fseek, rewind,
//     fclose, fflush(NULL)) hands them to the cookie in one write: they
//     land at the position (at the end of contents in an append mode),
//     and a NUL follows them when they end the contents, fit and do not
//     end with a NUL themselves (the last byte of the buffer takes it in
//     a mode that is not append when they fill it). What the program
//     reads of the buffer itself before the flush is what it held
//     before. A write that would not fit is unsupported (glibc's stdio
//     retries the cookie's short writes), as is more than 4096 bytes
//     waiting (stdio would flush a full buffer by itself).
//   - Reads see the contents up to maxpos (the size in the r modes);
//     stdio copies them into its buffer at some point before the program
//     gets them, so a program that writes the buffer itself while the
//     stream is open, and then reads through the stream, is unsupported;
//     so are uninitialised bytes stdio would copy, and buffers over 8192
//     bytes (stdio reads them in blocks).
//   - Opening: "w+" (exactly: mode[1] == '+') puts a NUL at the start, an
//     append mode starts at the first NUL (strnlen); a null buffer is
//     malloc'd (freed at fclose) with a NUL at the start. A size of 0,
//     a positioning call that fails and open_memstream are unsupported.

// fmemCookie is the state of a stream fmemopen made (cstream.mem).
type fmemCookie struct {
	buf          Val // the buffer
	size, maxpos uint64
	pos          uint64 // the cookie's position (stdio's buffer aside)
	appendMode   bool
	mine         bool   // malloc'd by fmemopen: freed by fclose
	pending      []byte // written to stdio's buffer, not yet to the cookie
	// dirty: the program wrote the buffer itself while the stream was
	// open (see watchAccess): stdio may hold a copy of what it held.
	dirty bool
}

// fmemMaxSize is the largest buffer modelled: stdio's buffer, which reads
// all of it at once.
const fmemMaxSize = 8192

func libFmemopen(c *libCall) bool {
	m := c.m
	a, ok := c.fixedArgs(2)
	if !ok {
		return false
	}
	buf, size := *a[0], a[1].Bits
	mode, ok := c.cstring(2, 16)
	if !ok {
		return false
	}
	if size == 0 || size > fmemMaxSize {
		return m.unsupportedStop(unsupported("fmemopen of %d bytes (modelled: 1 to %d)", size, fmemMaxSize))
	}
	if len(mode) == 0 || mode[0] != 'r' && mode[0] != 'w' && mode[0] != 'a' {
		return c.setPtr(Val{}) // EINVAL (_IO_fopencookie)
	}
	plus := len(mode) > 1 && (mode[1] == '+' || mode[1] == 'b' && len(mode) > 2 && mode[2] == '+')
	ck := &fmemCookie{size: size, appendMode: mode[0] == 'a'}
	if buf.Bits == 0 && buf.Prov == 0 {
		p, ok := m.mem.Alloc(ObjHeap, size, 16)
		if !ok {
			return m.noResult("%s", m.mem.budgetReason())
		}
		buf, ck.mine = p, true
		if !c.fmemPut(&buf, []byte{0}) {
			return false
		}
	} else {
		if buf.Bits+size < buf.Bits {
			return c.setPtr(Val{}) // EINVAL
		}
		if _, ub := m.mem.access(&buf, size, 1, false); ub != UBNone {
			return c.memUB(ub, 0)
		}
		if mode[0] == 'w' && len(mode) > 1 && mode[1] == '+' && !c.fmemPut(&buf, []byte{0}) {
			return false
		}
		if ck.appendMode {
			b, ok := c.fmemGet(&buf, size, true)
			if !ok {
				return false
			}
			ck.maxpos = uint64(len(b))
		}
	}
	ck.buf = buf
	if mode[0] == 'r' {
		ck.maxpos = size
	}
	if ck.appendMode {
		ck.pos = ck.maxpos
	}
	s := &cstream{f: &memFile{}, mem: ck, read: mode[0] == 'r' || plus, write: mode[0] != 'r' || plus}
	m.mem.watch = m.watchAccess
	return c.openStream(s)
}

// fmemWatch marks dirty the fmemopen streams over the object the program
// writes (see watchAccess).
func (m *Machine) fmemWatch(prov uint32) {
	for _, s := range m.streams {
		if s.mem != nil && !s.closed && s.mem.buf.Prov == prov {
			s.mem.dirty = true
		}
	}
}

// fmemGet reads n bytes of the buffer at p (up to the first NUL when
// str), which must be initialised; the stream's own reads are not the
// program's (no watch).
func (c *libCall) fmemGet(p *Val, n uint64, str bool) ([]byte, bool) {
	m := c.m
	w := m.mem.watch
	m.mem.watch = nil
	b, ub := m.mem.access(p, n, 1, false)
	m.mem.watch = w
	if ub != UBNone {
		return nil, c.memUB(ub, 0)
	}
	out := make([]byte, 0, len(b))
	for k := range b {
		if byteState(&b[k]) != 0 {
			return nil, m.unsupportedStop(unsupported("fmemopen: stdio reads uninitialised bytes of the buffer"))
		}
		if str && b[k].Bits == 0 {
			break
		}
		out = append(out, b[k].Bits)
	}
	return out, true
}

// fmemPut writes data to the buffer at p (not the program's write).
func (c *libCall) fmemPut(p *Val, data []byte) bool {
	m := c.m
	w := m.mem.watch
	m.mem.watch = nil
	b, ub := m.mem.access(p, uint64(len(data)), 1, true)
	m.mem.watch = w
	if ub != UBNone {
		return c.memUB(ub, 0)
	}
	for k := range data {
		b[k] = Byte{Bits: data[k]}
	}
	return true
}

// fmemWrite is writeFile on a fmemopen stream: stdio keeps the bytes.
func (c *libCall) fmemWrite(s *cstream, b []byte) bool {
	ck := s.mem
	if ck.pending == nil {
		// From reading to writing (at the end of file, or after a
		// positioning call): what stdio read ahead is dropped.
		ck.pos -= uint64(len(s.f.data) - min(s.pos, len(s.f.data)))
		s.f.data, s.pos = s.f.data[:0], 0
	}
	if len(ck.pending)+len(b) > 4096 {
		return c.m.unsupportedStop(unsupported("fmemopen: more than 4096 bytes written without a flush (stdio flushes its buffer by itself)"))
	}
	ck.pending = append(ck.pending, b...)
	if ck.pending == nil {
		ck.pending = []byte{}
	}
	return true
}

// fmemFlush hands the stream's pending writes to the cookie
// (fmemopen_write), and drops what stdio read ahead (the cookie's
// position goes back to the stream's).
func (c *libCall) fmemFlush(s *cstream) bool {
	ck := s.mem
	ck.pos -= uint64(len(s.f.data) - min(s.pos, len(s.f.data)))
	s.f.data, s.pos = s.f.data[:0], 0
	b := ck.pending
	ck.pending = nil
	if len(b) == 0 {
		return true // stdio calls no write for nothing
	}
	pos := ck.pos
	if ck.appendMode {
		pos = ck.maxpos
	}
	addNul := b[len(b)-1] != 0
	if pos+uint64(len(b)) > ck.size {
		return c.m.unsupportedStop(unsupported("fmemopen: a write past the end of the buffer (stdio retries the short write)"))
	}
	p := ptrAdd(&ck.buf, pos)
	if !c.fmemPut(&p, b) {
		return false
	}
	ck.pos = pos + uint64(len(b))
	if ck.pos > ck.maxpos {
		ck.maxpos = ck.pos
		var at uint64
		switch {
		case ck.maxpos < ck.size && addNul:
			at = ck.maxpos
		case !ck.appendMode && addNul:
			at = ck.size - 1
		default:
			return true
		}
		p := ptrAdd(&ck.buf, at)
		return c.fmemPut(&p, []byte{0})
	}
	return true
}

// fmemFill gives stdio's read buffer (s.f.data from s.pos) what the
// cookie has from its position when stdio's buffer is used up.
func (c *libCall) fmemFill(s *cstream) bool {
	ck := s.mem
	if s.pos < len(s.f.data) {
		return true
	}
	if ck.dirty {
		return c.m.unsupportedStop(unsupported("fmemopen: the program wrote the buffer itself while the stream was open, then reads the stream (stdio may hold a copy of what it held)"))
	}
	s.f.data, s.pos = s.f.data[:0], 0
	if ck.pos >= ck.maxpos {
		return true
	}
	p := ptrAdd(&ck.buf, ck.pos)
	b, ok := c.fmemGet(&p, ck.maxpos-ck.pos, false)
	if !ok {
		return false
	}
	s.f.data = b
	ck.pos = ck.maxpos
	return true
}

// fmemTell is ftell of a fmemopen stream.
func (s *cstream) fmemTell() uint64 {
	ck := s.mem
	switch {
	case len(ck.pending) > 0 && ck.appendMode:
		return ck.maxpos + uint64(len(ck.pending))
	case len(ck.pending) > 0:
		return ck.pos + uint64(len(ck.pending))
	}
	return ck.pos - uint64(len(s.f.data)-min(s.pos, len(s.f.data)))
}

// fmemSeek is fseek of a fmemopen stream (whence is 0, 1 or 2).
func (c *libCall) fmemSeek(s *cstream, off int64, whence int32) bool {
	ck := s.mem
	cur := int64(s.fmemTell())
	if !c.fmemFlush(s) {
		return false
	}
	var np int64
	switch whence {
	case 0:
		np = off
	case 1:
		np = cur + off
	case 2:
		np = int64(ck.maxpos) + off
	}
	if np < 0 || uint64(np) > ck.size {
		return c.m.unsupportedStop(unsupported("fmemopen: a positioning call outside the buffer (what stdio keeps of its buffer then is not modelled)"))
	}
	ck.pos = uint64(np)
	s.eof, s.lastOp = false, 0
	return c.setInt(0)
}

// fmemClose flushes the stream and frees a buffer fmemopen allocated.
func (c *libCall) fmemClose(s *cstream) bool {
	if !c.fmemFlush(s) {
		return false
	}
	if s.mem.mine {
		p := s.mem.buf
		if ub := c.m.mem.Free(&p); ub != UBNone {
			return c.memUB(ub, 0)
		}
	}
	return true
}

// fflushAll is fflush(NULL): every fmemopen stream is flushed (the
// others have nothing waiting).
func (c *libCall) fflushAll() bool {
	for _, s := range c.m.streams {
		if s.mem != nil && !s.closed {
			if !c.fmemFlush(s) {
				return false
			}
			s.lastOp = 0
		}
	}
	return true
}
