module uarch

go 1.24
