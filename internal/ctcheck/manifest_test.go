package ctcheck

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// manifest is ct.toml, read with a parser for the subset of TOML it uses:
// arrays of tables ([[entry]], [[static]], [[allow]]) whose values are
// strings or arrays of strings.
type manifest struct {
	entries []map[string][]string
	static  []struct{ file, arch string }
	allow   []allowance
}

func readManifest(t *testing.T) manifest {
	t.Helper()
	src, err := os.ReadFile("../../ct.toml")
	if err != nil {
		t.Fatal(err)
	}
	var tables []struct {
		kind string
		kv   map[string][]string
	}
	lines := strings.Split(string(src), "\n")
	for i := 0; i < len(lines); i++ {
		line := strings.TrimSpace(lines[i])
		if line == "" || line[0] == '#' {
			continue
		}
		if strings.HasPrefix(line, "[[") && strings.HasSuffix(line, "]]") {
			tables = append(tables, struct {
				kind string
				kv   map[string][]string
			}{line[2 : len(line)-2], map[string][]string{}})
			continue
		}
		key, val, ok := strings.Cut(line, "=")
		if !ok || len(tables) == 0 {
			t.Fatalf("ct.toml:%d: %q", i+1, line)
		}
		key, val = strings.TrimSpace(key), strings.TrimSpace(val)
		if strings.HasPrefix(val, "[") {
			for !strings.HasSuffix(strings.TrimSpace(stripComment(val)), "]") && i+1 < len(lines) {
				i++
				val += " " + strings.TrimSpace(lines[i])
			}
			val = strings.TrimSpace(stripComment(val))
			var list []string
			for _, s := range splitArgs(val[1 : len(val)-1]) {
				u, err := strconv.Unquote(s)
				if err != nil {
					t.Fatalf("ct.toml:%d: %s: %v", i+1, s, err)
				}
				list = append(list, u)
			}
			tables[len(tables)-1].kv[key] = list
			continue
		}
		u, err := strconv.Unquote(val)
		if err != nil {
			t.Fatalf("ct.toml:%d: %s: %v", i+1, val, err)
		}
		tables[len(tables)-1].kv[key] = []string{u}
	}
	var m manifest
	for _, tb := range tables {
		switch tb.kind {
		case "entry":
			m.entries = append(m.entries, tb.kv)
		case "static":
			m.static = append(m.static, struct{ file, arch string }{tb.kv["file"][0], tb.kv["arch"][0]})
		case "allow":
			m.allow = append(m.allow, allowance{tb.kv["fn"][0], tb.kv["insn"][0]})
		default:
			t.Fatalf("ct.toml: unknown table [[%s]]", tb.kind)
		}
	}
	return m
}

// stripComment drops a trailing comment outside strings.
func stripComment(s string) string {
	in := false
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '\\' && in:
			i++
		case s[i] == '"':
			in = !in
		case s[i] == '#' && !in:
			return s[:i]
		}
	}
	return s
}

// TestManifestComplete checks that ct.toml classes every exported function
// and method of blake3, sha512x and ed25519 exactly once, with a class, a
// reason and a harness, and names no API that does not exist.
func TestManifestComplete(t *testing.T) {
	m := readManifest(t)
	exported := map[string]bool{}
	for _, pkg := range []string{"blake3", "sha512x", "ed25519"} {
		fset := token.NewFileSet()
		dir := "../../" + pkg
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			file := e.Name()
			if e.IsDir() || !strings.HasSuffix(file, ".go") || strings.HasSuffix(file, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(fset, filepath.Join(dir, file), nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range f.Decls {
				fd, ok := d.(*ast.FuncDecl)
				if !ok || !fd.Name.IsExported() {
					continue
				}
				name := fd.Name.Name
				if fd.Recv != nil {
					typ := fd.Recv.List[0].Type
					if s, ok := typ.(*ast.StarExpr); ok {
						typ = s.X
					}
					id, ok := typ.(*ast.Ident)
					if !ok || !id.IsExported() {
						continue
					}
					name = id.Name + "." + name
				}
				exported[pkg+"."+name] = true
			}
		}
	}
	seen := map[string]string{}
	for _, e := range m.entries {
		name := first(e["name"])
		for _, field := range []string{"name", "class", "secret", "reason", "harness"} {
			if first(e[field]) == "" {
				t.Errorf("entry %q: no %s", name, field)
			}
		}
		switch c := first(e["class"]); c {
		case "constant-time":
			if first(e["trace"]) == "" && first(e["untraced"]) == "" {
				t.Errorf("entry %q: constant-time without a trace or a reason it has none", name)
			}
		case "public-data", "no-secret":
		default:
			t.Errorf("entry %q: class %q", name, c)
		}
		for _, api := range e["api"] {
			if !exported[api] {
				t.Errorf("entry %q: %s is not an exported function", name, api)
			}
			if prev, ok := seen[api]; ok {
				t.Errorf("%s is in entries %q and %q", api, prev, name)
			}
			seen[api] = name
		}
	}
	var missing []string
	for api := range exported {
		if _, ok := seen[api]; !ok {
			missing = append(missing, api)
		}
	}
	slices.Sort(missing)
	if len(missing) > 0 {
		t.Errorf("ct.toml does not class: %s", strings.Join(missing, ", "))
	}
}

func first(v []string) string {
	if len(v) == 0 {
		return ""
	}
	return v[0]
}
