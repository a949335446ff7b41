//go:build !purego

package main

// puregoBuild reports a build with -tags purego, in which every package
// runs its portable Go code only.
const puregoBuild = false
