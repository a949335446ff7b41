module tp
go 1.26
