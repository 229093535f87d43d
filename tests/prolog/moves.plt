/*  Tests of the moves, costs and cheapest ladders of prolog/moves.pl.

    Run: swipl --on-error=status --on-warning=status -g run_tests -t halt tests/prolog/moves.plt
*/

:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module('../../prolog/wordlog').

%   sized_words(+Pairs): make the Word-Size pairs the lexicon, through a
%   word file of `word<TAB>size` lines.

sized_words(Pairs) :-
    tmp_file_stream(text, File, Out),
    forall(member(W-S, Pairs), format(Out, "~w\t~d~n", [W, S])),
    close(Out),
    load_words(File),
    delete_file(File).

cheapest(Start, Goal, Options, Ladder-Cost) :-
    ladder_moves(Start, Goal, Options, Ladder, Cost).

:- begin_tests(moves).

test(each_move, Found == [[cold]-[cord], [cat]-[coat], [coat]-[cat], [form]-[from], [stop]-[post, pots]]) :-
    use_words([cold, cord, cat, coat, form, from, stop, pots, post]),
    findall([W]-Ns,
            ( member(M-W, [sub-cold, ins-cat, del-coat, swap-form, anagram-stop]),
              findall(N, step(M, W, N), Ns)
            ), Found).

test(ins_del_no_scan_outside_lexicon, Ns == [coat, cost]) :-
    use_words([cat, coat, cost, cast]),
    findall(N, step(ins, cot, N), Ns0),     % cot is no word: its deletion key is
    msort(Ns0, Ns).

% cat -> coat (insert o) -> cost (t to s... a to s): two steps, and no
% ladder without an insertion.
test(cat_coat_cost, [L-C, None] == [[cat, coat, cost]-2, none]) :-
    use_words([cat, coat, cost]),
    cheapest(cat, cost, [moves([sub, ins])], L-C),
    ( cheapest(cat, cost, [moves([sub])], _) -> None = found ; None = none ).

test(delete_across_lengths, Ladder == [coats, coat, cat]-2) :-
    use_words([coats, coat, cat]),
    cheapest(coats, cat, [moves([del])], Ladder).

% The shortest ladder aa za zb bb costs 25 + 1 + 24 = 50 by the
% alphabet; the longer aa ac cc cb bb costs 2 + 2 + 1 + 1 = 6, and no
% ladder costs less (every other goes by za, 25 at least).
test(alphabet_longer_cheaper, [Steps, Alpha] == [[aa, za, zb, bb]-3, [aa, ac, cc, cb, bb]-6]) :-
    use_words([aa, za, zb, bb, ac, cc, cb]),
    cheapest(aa, bb, [], Steps),
    cheapest(aa, bb, [cost(alphabet)], Alpha).

test(knuth_words_woods, C == 3) :-
    step_cost(alphabet, words, woods, C).

% A swap moves two letters: o and r are 3 apart, each moves 3.
test(swap_costs, [S, A] == [[form, from]-1, [form, from]-6]) :-
    use_words([form, from]),
    cheapest(form, from, [moves([swap])], S),
    cheapest(form, from, [moves([swap]), cost(alphabet)], A).

% stop -> pots: s to p 3, t to o 5, o to t 5, p to s 3.
test(anagram_alphabet, L == [stop, pots]-16) :-
    use_words([stop, pots]),
    cheapest(stop, pots, [moves([anagram]), cost(alphabet)], L).

test(ins_del_cost_one_by_alphabet, L == [cat, coat]-1) :-
    use_words([cat, coat]),
    cheapest(cat, coat, [moves([ins]), cost(alphabet)], L).

% Sizes 10 cost 2, 95 costs 10 (1 + Size // 10). The shortest,
% hit hot hog cog, costs 2 + 10 + 2 = 14; hit hot lot log cog costs 8.
test(frequency_longer_cheaper, [Steps, Freq] == [[hit, hot, hog, cog]-3, [hit, hot, lot, log, cog]-8]) :-
    sized_words([hot-10, hog-95, cog-10, lot-10, log-10]),
    cheapest(hit, cog, [], Steps),
    cheapest(hit, cog, [cost(frequency)], Freq).

test(frequency_unknown_size_is_100, L == [hit, hot]-11) :-
    use_words([hot]),
    cheapest(hit, hot, [cost(frequency)], L).

test(avoid, [Plain, Avoiding] == [[hit, hot, dot, dog, cog]-4, [hit, hot, lot, log, cog]-4]) :-
    use_words([hot, dot, dog, lot, log, cog]),
    cheapest(hit, cog, [], Plain),
    cheapest(hit, cog, [avoid([dot])], Avoiding).

test(avoid_ends, fail) :-
    use_words([hot, dot]),
    cheapest(hot, dot, [avoid([hot])], _).

test(add, L == [hit, hot, hog, cog]-3) :-
    use_words([hot, dot, dog, lot, log, cog]),
    cheapest(hit, cog, [add([hog])], L).

test(add_goal, L == [hot, hog]-1) :-
    use_words([hot]),
    cheapest(hot, hog, [add(['Hog'])], L).

% Via dog and back to hot: the two halves share dot, which the ladder
% passes twice.
test(via_repeats, L == [hit, hot, dot, dog, dot, hot]-5) :-
    use_words([hot, dot, dog]),
    cheapest(hit, hot, [via(dog)], L).

test(via_frequency_sum, C =:= C1 + C2) :-
    sized_words([hot-10, hog-95, cog-10, lot-10, log-10]),
    cheapest(hit, cog, [via(hog), cost(frequency)], _-C),
    cheapest(hit, hog, [cost(frequency)], _-C1),
    cheapest(hog, cog, [cost(frequency)], _-C2).

test(lengths_differ_without_ins, fail) :-
    use_words([cat, coat]),
    cheapest(cat, coat, [], _).

test(to_itself, L == [cat]-0) :-
    use_words([cat]),
    cheapest(cat, cat, [moves([ins]), cost(alphabet)], L).

test(goal_not_a_word, fail) :-
    use_words([cat]),
    cheapest(cat, cot, [], _).

test(expansion_limit, L-C == []-limit(1)) :-
    use_words([aa, za, zb, bb, ac, cc, cb]),
    cheapest(aa, bb, [max_expansions(1)], L-C).

test(tables_follow_lexicon, [A, B] == [[coat], [cart]]) :-
    use_words([cat, coat]),
    findall(N, step(ins, cat, N), A),
    use_words([cat, cart]),
    findall(N, step(ins, cat, N), B).

% The numbered tables of a length are made anew for a new lexicon
% (h to d: 4 by the alphabet).
test(numbered_tables_follow_lexicon, [A, B] == [[hot, dot]-4, [hot, hat]-1]) :-
    use_words([hot, dot]),
    cheapest(hot, dot, [cost(alphabet)], A),
    use_words([hot, hat]),
    cheapest(hot, hat, [], B).

test(bad_move, error(domain_error(move, fly))) :-
    use_words([cat]),
    cheapest(cat, cat, [moves([sub, fly])], _).

test(bad_cost, error(domain_error(cost_model, cheap))) :-
    use_words([cat]),
    cheapest(cat, cat, [cost(cheap)], _).

test(bad_word, error(domain_error(word, 'c t'))) :-
    use_words([cat]),
    cheapest(cat, cat, [add(['c t'])], _).

test(ladder4_delegates, [R1, R2] == [ladder([cat, coat, cost]), none]) :-
    use_words([cat, coat, cost]),
    ladder(cat, cost, [moves([sub, ins])], R1),
    ladder(cat, cost, [], R2).

test(ladder4_bad_option, error(domain_error(ladder_option, colour(red)))) :-
    use_words([cat]),
    ladder(cat, cat, [cost(steps), colour(red)], _).

:- end_tests(moves).

:- begin_tests(moves_heuristic).

%   consistent(+Moves, +Model, +Goal, +Words): for every word of Words
%   and every step from it, H(Word) =< Cost + H(Next), and H(Goal) = 0.
%   Without `ins` and `del`, only words of Goal's length are searched.

consistent(Moves, Model, Goal, Words) :-
    moves_heuristic(Moves, Model, Goal, Goal, 0),
    forall(( member(W, Words),
             ( memberchk(ins, Moves) ; memberchk(del, Moves) ; atom_length(W, L), atom_length(Goal, L) ),
             member(M, Moves), step(M, W, N) ),
           ( moves_heuristic(Moves, Model, Goal, W, HW),
             moves_heuristic(Moves, Model, Goal, N, HN),
             step_cost(Model, W, N, C),
             assertion(HW =< C + HN) )).

move_sets([[sub], [sub, swap], [sub, anagram], [sub, ins, del], [ins, del, swap], [sub, ins, del, swap, anagram]]).

test(consistent_bundled) :-
    use_default_lexicon(35),
    findall(W, ( member(L, [3, 4]), length_word(L, W), sub_atom(W, 0, 1, _, s) ), Words),
    move_sets(Sets),
    forall(( member(Moves, Sets), member(Model, [steps, alphabet, frequency]), member(Goal, [sat, tear]) ),
           consistent(Moves, Model, Goal, Words)).

% Every answer costs what its steps cost, and is as cheap as a
% search without estimate finds (Dijkstra: the same A* with H = 0 is
% what the steps cost model's answer is checked against).
test(cost_is_sum) :-
    use_default_lexicon(35),
    move_sets(Sets),
    forall(( member(Moves, Sets), member(Model, [steps, alphabet, frequency]),
             member(S-G, [cold-warm, cat-dogs, stop-tops]) ),
           (   ladder_moves(S, G, [moves(Moves), cost(Model)], L, C)
           ->  ladder_cost(Model, L, C1),
               assertion(C == C1),
               assertion(valid_ladder(Moves, L))
           ;   true
           )).

valid_ladder(_, [_]).
valid_ladder(Moves, [W, N|Ws]) :-
    once(( member(M, Moves), step(M, W, N) )),
    valid_ladder(Moves, [N|Ws]).

:- end_tests(moves_heuristic).
