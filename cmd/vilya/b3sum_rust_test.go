package main

import "testing"

func TestLossy(t *testing.T) {
	for in, want := range map[string]string{
		"plain":                    "plain",
		"\xff":                     "\uFFFD",
		"\xff\xff":                 "\uFFFD\uFFFD",
		"\xe2\x82x":                "\uFFFDx",
		"\xf0\x9f\x98":             "\uFFFD",
		"\xf0\x9f\x98\x80":         "\U0001F600",
		"\xed\xa0\x80":             "\uFFFD\uFFFD\uFFFD", // a surrogate: E0 then two stray bytes
		"\xe0\x80\x80":             "\uFFFD\uFFFD\uFFFD", // overlong
		"\xf4\x90\x80\x80":         "\uFFFD\uFFFD\uFFFD\uFFFD",
		"a\xc3":                    "a\uFFFD",
		"\xc3\xa9\xc3":             "é\uFFFD",
		"\xe2\x82\xac\xe2\x82\xac": "€€",
	} {
		if got := lossy(in); got != want {
			t.Errorf("lossy(%q) = %q, want %q", in, got, want)
		}
	}
}
