//go:build race

package main

// raceEnabled reports that the tests run under the race detector: TestMain
// then builds the vilya binary with it too.
const raceEnabled = true
