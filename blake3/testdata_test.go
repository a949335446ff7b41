package blake3

// officialVectorsPath is the official BLAKE3 test vector file, copied into
// the repository (testdata/SOURCES.md says from where, and under which
// licence). A missing file fails the test.
const officialVectorsPath = "../testdata/blake3/test_vectors.json"

// wantBLAKE3Cases is the number of cases in that file; the loader checks it,
// so a truncated or replaced file cannot pass with fewer cases.
const wantBLAKE3Cases = 35
