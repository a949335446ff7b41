//go:build !linux

package main

// residency says how much of the file at path is in the page cache; only
// Linux is asked.
func residency(path string) string { return "page-cache residency not measured on this OS" }
