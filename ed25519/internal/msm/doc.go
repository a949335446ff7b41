// Package msm holds the multi-scalar sums of the ed25519 package that do
// not belong to one lane engine: the portable backend's random linear
// combination of a chunk (rlc.go, VerifyRLC on prep.Items with an
// RLCScratch), the scalars of a candidate's terms that every combined
// check shares (RLCTerm), and the Straus plan (straus_plan.go): the
// digits of a chunk's combined check sorted by position, which an engine
// walks with its own point operations; and the bucket sums over many chunks
// (wide.go: CombineWide, up to WideMax signatures in one Pippenger sum,
// and BucketSum), which run on an engine's group scratch (WideEngine) and
// point operations (SoloKernels). Items must be prepared (prep.Item.OK) and,
// before a check, hashed; len(items) <= prep.Chunk. It imports prep,
// edwards and scalar, no field package and no engine. Nothing here
// allocates.
package msm
