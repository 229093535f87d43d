:- module(wordlog, []).
:- reexport([ weaver, lexicon, graph, solver, ladders, moves, boggle ]).

/** <module> wordlog: word ladders and Boggle, the whole toolbox

`use_module(library(wordlog))` (the SWI-Prolog pack, `pack.pl` at the
top of the repository) or `use_module(prolog/wordlog)` loads every
public predicate: the post's rules and weaver/3 (weaver.pl), the fast
solver ladder/4 (solver.pl), all shortest ladders (ladders.pl), other
moves and costs (moves.pl), the lexicon (lexicon.pl), the word graph
and its components (graph.pl), and Boggle (boggle.pl).

==
?- ladder(cold, warm, [], Result).
Result = ladder([cold, wold, word, worm, warm]).
?- component(ague, Island).
Island = [ague].
==
*/
