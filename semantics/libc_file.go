package semantics

import (
	"bytes"
	"strings"
)

// Files: a whole program may create, write, read and remove files. Each
// run has a file system of its own in memory, which starts empty, as the
// native run starts in an empty scratch directory of its own
// (native.Tools.Exec). Names are those of that directory (no '/'), and,
// with Config.PrivateTmp, those of /tmp (/tmp/x), a directory of the run
// that starts empty too, as the native run's private /tmp does; a program
// that names a file elsewhere is unsupported: that file is shared with
// the host and with other runs of the program going on at the same time
// (the native runs of one check, or of two checks), so what the program
// reads there is not its own. What a program writes to a file
// is not observable by itself: only what it reads back.
//
// Streams are modelled unbuffered, which agrees with glibc's buffering
// as long as no file is open in two streams at once (then one stream
// sees what the other has not flushed yet): opening a file that is open
// is unsupported. Output directly followed by input on a stream, or
// input by output, without an fflush or a positioning call in between
// (input that met end-of-file may be followed by output) is undefined
// behaviour (C11 7.21.5.3p7).

// memFile is a file's contents.
type memFile struct{ data []byte }

// cstream is an open FILE other than the standard streams.
type cstream struct {
	obj          uint32 // the FILE object's id
	f            *memFile
	name         string // "" for tmpfile's
	pos          int
	read, write  bool
	appendMode   bool
	eof, err     bool
	lastOp       byte // 'r', 'w' or 0 after a positioning call, fflush or open
	closed       bool
	eofAfterRead bool
	mem          *fmemCookie // a stream fmemopen made (libc_fmem.go); f is then stdio's read buffer
}

// fileStreamBase is the stream index (see streamOut) of m.streams[0].
const fileStreamBase = 3

// The file functions.
var libFileFuncs = []*libFunc{
	{"fopen", "ppp", libFopen},
	{"fopen64", "ppp", libFopen},
	{"tmpfile", "p", libTmpfile},
	{"tmpfile64", "p", libTmpfile},
	{"fmemopen", "ppip", libFmemopen},
	{"fclose", "ip", libFclose},
	{"fgets", "ppip", libFgets},
	{"fgetc", "ip", libFgetc},
	{"getc", "ip", libFgetc},
	{"fread", "ipiip", libFread},
	{"fseek", "ipii", libFseek},
	{"ftell", "ip", libFtell},
	{"rewind", "vp", libRewind},
	{"feof", "ip", func(c *libCall) bool { return c.flag(false) }},
	{"ferror", "ip", func(c *libCall) bool { return c.flag(true) }},
	{"remove", "ip", libRemove},
	{"unlink", "ip", libRemove},
}

// fileName checks the path argument i names a file the model knows
// about: one of the run's own directory.
func (c *libCall) fileName(i int) (string, bool) {
	b, ok := c.cstring(i, 4096)
	if !ok {
		return "", false
	}
	name := string(b)
	if base, ok := strings.CutPrefix(name, "/tmp/"); ok && c.m.cfg.PrivateTmp && base != "" && !strings.Contains(base, "/") && base != "." && base != ".." {
		return name, true // a file of the run's private /tmp (no name of the run's directory has a '/')
	}
	if strings.HasPrefix(name, "/tmp/") && !c.m.cfg.PrivateTmp {
		return "", c.m.unsupportedStop(unsupported("file system: @%s of %q (/tmp is modelled only where the native runs get a /tmp of their own, native.PrivateTmp: else it is shared with the host and other runs)", c.f.name, name))
	}
	if name == "" || strings.Contains(name, "/") || name == "." || name == ".." {
		return "", c.m.unsupportedStop(unsupported("file system: @%s of %q (only files of the run's own directory are modelled: another is shared with the host and other runs)", c.f.name, name))
	}
	return name, true
}

// openStream makes a FILE object for a stream on f and returns the call's
// result, a pointer to it.
func (c *libCall) openStream(s *cstream) bool {
	m := c.m
	if len(m.streams) >= 1000 {
		return c.setPtr(Val{}) // EMFILE
	}
	p, ok := m.mem.Alloc(ObjHeap, 216, 16) // glibc's sizeof(FILE), from malloc
	if !ok {
		return m.noResult("%s", m.mem.budgetReason())
	}
	s.obj = p.Prov
	m.streams = append(m.streams, s)
	return c.setPtr(p)
}

func libFopen(c *libCall) bool {
	m := c.m
	name, ok := c.fileName(0)
	if !ok {
		return false
	}
	mode, ok := c.cstring(1, 16)
	if !ok {
		return false
	}
	s := &cstream{name: name}
	md := strings.ReplaceAll(string(mode), "b", "")
	switch md {
	case "r":
		s.read = true
	case "r+":
		s.read, s.write = true, true
	case "w", "a":
		s.write = true
	case "w+", "a+":
		s.read, s.write = true, true
	default:
		return m.unsupportedStop(unsupported("file system: @fopen mode %q", mode))
	}
	s.appendMode = md[0] == 'a'
	for _, o := range m.streams {
		if !o.closed && o.name == name {
			return m.unsupportedStop(unsupported("file system: %q open in two streams (what one sees of the other's writes depends on stdio's buffering)", name))
		}
	}
	f := m.fs[name]
	if f == nil {
		if md[0] == 'r' {
			return c.setPtr(Val{}) // ENOENT: the run's directory starts empty
		}
		f = &memFile{}
		if m.fs == nil {
			m.fs = map[string]*memFile{}
		}
		m.fs[name] = f
	}
	if md[0] == 'w' {
		f.data = f.data[:0]
	}
	s.f = f
	return c.openStream(s)
}

func libTmpfile(c *libCall) bool {
	return c.openStream(&cstream{f: &memFile{}, read: true, write: true})
}

// fileStream returns the open file stream argument i designates, or nil
// with the call's outcome set when it is a standard stream (handled by
// the caller: std is its index) or the run has stopped.
func (c *libCall) fileStream(i int) (s *cstream, std int, ok bool) {
	p, ok := c.ptr(i)
	if !ok {
		return nil, 0, false
	}
	for k, st := range c.m.streams {
		if st.obj == p.Prov && !st.closed {
			base, _, _, alive := c.m.mem.Object(st.obj)
			if alive && p.Bits == base {
				return st, fileStreamBase + k, true
			}
		}
	}
	for k, id := range c.m.files {
		if id != 0 && p.Prov == id {
			if base, _, _, _ := c.m.mem.Object(id); p.Bits == base {
				return nil, k, true
			}
		}
	}
	if p.Bits == 0 {
		return nil, 0, c.ub(UBNullAccess, "the stream is null")
	}
	if int(p.Prov) <= c.m.mem.NumObjects() && p.Prov != 0 {
		for _, st := range c.m.streams {
			if st.obj == p.Prov && st.closed {
				return nil, 0, c.ub(UBLibrary, "the stream is closed")
			}
		}
	}
	return nil, 0, c.m.unsupportedStop(unsupported("@%s on a stream other than stdout and stderr (and the files the run opened)", c.f.name))
}

// input returns the stream argument i designates for reading: a file
// stream, or stdin, which is empty (nil, true: the caller reads end of
// file).
func (c *libCall) input(i int) (*cstream, bool) {
	s, std, ok := c.fileStream(i)
	if !ok {
		return nil, false
	}
	if s == nil {
		if std != streamIn || !c.m.program {
			return nil, c.ub(UBLibrary, "reads from an output stream")
		}
		return nil, true
	}
	if !s.read {
		return nil, c.m.unsupportedStop(unsupported("@%s on a stream opened for writing only", c.f.name))
	}
	if s.lastOp == 'w' {
		return nil, c.ub(UBLibrary, "input directly after output without fflush or a positioning call (C11 7.21.5.3)")
	}
	s.lastOp = 'r'
	if s.mem != nil && !c.fmemFill(s) {
		return nil, false
	}
	return s, true
}

// readBytes reads at most n bytes from s (nil: the empty stdin), up to
// and including a newline when line is true. Like glibc, it sets the
// end-of-file indicator when a read finds no more bytes than it got.
func readBytes(s *cstream, n int, line bool) []byte {
	if s == nil || n <= 0 {
		return nil
	}
	avail := s.f.data[min(s.pos, len(s.f.data)):]
	k := min(n, len(avail))
	if line {
		if j := bytes.IndexByte(avail[:k], '\n'); j >= 0 {
			k = j + 1
		}
	}
	if k < n && !(line && k > 0 && avail[k-1] == '\n') {
		s.eof = true
	}
	s.pos += k
	return avail[:k:k]
}

func libFgets(c *libCall) bool {
	a, ok := c.fixedArgs(2)
	if !ok {
		return false
	}
	dst, n := a[0], int64(a[1].Bits<<32)>>32
	s, ok := c.input(2)
	if !ok {
		return false
	}
	if n <= 0 {
		return c.setPtr(Val{}) // glibc
	}
	b := readBytes(s, int(min(n-1, 1<<20)), true)
	if len(b) == 0 && n > 1 {
		return c.setPtr(Val{})
	}
	return c.store(dst, 0, append(append([]byte(nil), b...), 0)) && c.setPtr(*dst)
}

func libFgetc(c *libCall) bool {
	s, ok := c.input(0)
	if !ok {
		return false
	}
	b := readBytes(s, 1, false)
	if len(b) == 0 {
		return c.setInt(^uint64(0)) // EOF
	}
	return c.setInt(uint64(b[0]))
}

func libFread(c *libCall) bool {
	a, ok := c.fixedArgs(3)
	if !ok {
		return false
	}
	dst, size, n := a[0], a[1].Bits, a[2].Bits
	s, ok := c.input(3)
	if !ok {
		return false
	}
	total := size * n
	if size != 0 && total/size != n {
		return c.ub(UBLibrary, "size %d times count %d overflows", size, n)
	}
	if total == 0 {
		return c.setInt(0)
	}
	b := readBytes(s, int(min(total, 1<<24)), false)
	if len(b) > 0 && !c.store(dst, 0, b) {
		return false
	}
	return c.setInt(uint64(len(b)) / size)
}

// seekable returns the file stream argument i designates for a
// positioning call (nil, false with the outcome set otherwise).
func (c *libCall) seekable(i int) (*cstream, bool) {
	s, _, ok := c.fileStream(i)
	if !ok {
		return nil, false
	}
	if s == nil {
		return nil, c.m.unsupportedStop(unsupported("@%s on a standard stream", c.f.name))
	}
	return s, true
}

func libFseek(c *libCall) bool {
	s, ok := c.seekable(0)
	if !ok {
		return false
	}
	a, ok := c.fixedArgs(3)
	if !ok {
		return false
	}
	off := int64(a[1].Bits<<(64-c.argType(1).Bits)) >> (64 - c.argType(1).Bits)
	var base int64
	switch int32(a[2].Bits) {
	case 0:
	case 1:
		base = int64(s.pos)
	case 2:
		base = int64(len(s.f.data))
	default:
		return c.setInt(^uint64(0)) // EINVAL
	}
	if s.mem != nil {
		return c.fmemSeek(s, off, int32(a[2].Bits))
	}
	to := base + off
	if to < 0 || to > 1<<24 {
		return c.setInt(^uint64(0))
	}
	s.pos, s.eof, s.lastOp = int(to), false, 0
	return c.setInt(0)
}

func libFtell(c *libCall) bool {
	s, ok := c.seekable(0)
	if ok && s.mem != nil {
		return c.setInt(s.fmemTell())
	}
	return ok && c.setInt(uint64(s.pos))
}

func libRewind(c *libCall) bool {
	s, ok := c.seekable(0)
	if !ok {
		return false
	}
	if s.mem != nil {
		if !c.fmemFlush(s) {
			return false
		}
		s.mem.pos = 0
		s.eof, s.err, s.lastOp = false, false, 0
		return true
	}
	s.pos, s.eof, s.err, s.lastOp = 0, false, false, 0
	return true
}

// flag is feof (err false) and ferror.
func (c *libCall) flag(err bool) bool {
	s, std, ok := c.fileStream(0)
	if !ok {
		return false
	}
	if s == nil {
		return c.m.unsupportedStop(unsupported("@%s on standard stream %d", c.f.name, std))
	}
	v := s.eof
	if err {
		v = s.err
	}
	if v {
		return c.setInt(1)
	}
	return c.setInt(0)
}

func libFclose(c *libCall) bool {
	s, _, ok := c.fileStream(0)
	if !ok {
		return false
	}
	if s == nil {
		return c.m.unsupportedStop(unsupported("@fclose of a standard stream"))
	}
	if s.mem != nil && !c.fmemClose(s) {
		return false
	}
	s.closed = true
	p := *c.args[0]
	if ub := c.m.mem.Free(&p); ub != UBNone {
		return c.memUB(ub, 0)
	}
	return c.setInt(0)
}

func libRemove(c *libCall) bool {
	name, ok := c.fileName(0)
	if !ok {
		return false
	}
	if c.m.fs[name] == nil {
		return c.setInt(^uint64(0)) // ENOENT
	}
	delete(c.m.fs, name)
	for _, s := range c.m.streams {
		if s.name == name {
			s.name = "" // still open, on a file without a name
		}
	}
	return c.setInt(0)
}

// writeFile writes b to file stream s (output to it: see emit).
func (c *libCall) writeFile(s *cstream, b []byte) bool {
	if !s.write {
		return c.m.unsupportedStop(unsupported("@%s on a stream opened for reading only", c.f.name))
	}
	if s.lastOp == 'r' && !s.eof {
		return c.ub(UBLibrary, "output directly after input without a positioning call (C11 7.21.5.3)")
	}
	s.lastOp = 'w'
	if s.mem != nil {
		return c.fmemWrite(s, b)
	}
	if s.appendMode {
		s.pos = len(s.f.data)
	}
	end := s.pos + len(b)
	if end > 1<<24 {
		return c.m.noResult("file size budget exhausted")
	}
	for len(s.f.data) < end {
		s.f.data = append(s.f.data, 0)
	}
	copy(s.f.data[s.pos:], b)
	s.pos = end
	return true
}
