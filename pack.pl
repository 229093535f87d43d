name(wordlog).
version('0.1.0').
title('Word ladders (Doublets, Weaver) and Boggle: shortest, all and cheapest ladders').
keywords([word, ladder, doublets, weaver, boggle, puzzle, search]).
