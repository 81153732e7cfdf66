// The generated `curry` functions arrive with the Curry generator (issue 3).
