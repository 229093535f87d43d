/*  Tests of all shortest ladders: prolog/ladders.pl.

    Run: swipl --on-error=status --on-warning=status -g run_tests -t halt tests/prolog/ladders.plt

    Where the expected values come from:
      - the LeetCode 126 "Word Ladder II" lesson (hit -> cog, two ladders);
      - word grids, where shortest ladders are the orders in which the
        differing letters are changed: k differing letters give k!
        ladders, and the lexicographic order is worked by hand;
      - a hand-made sized list (sized.txt) whose six ladders each win or
        lose on one rule of friendly_ladder/3;
      - the friendly ladders on the bundled lexicon: the project brief.
*/

:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module('../../prolog/wordlog').

:- dynamic test_dir/1.
:- prolog_load_context(directory, Dir),
   retractall(test_dir(_)),
   assertz(test_dir(Dir)).

fixture(Name, Path) :-
    test_dir(Dir),
    atomic_list_concat([Dir, '/fixtures/', Name], Path).

%   grid(+Letters, +Length, -Words): every word of Length over Letters.

grid(Letters, Length, Words) :-
    length(Word, Length),
    findall(W, ( maplist([C]>>member(C, Letters), Word), atom_chars(W, Word) ),
            Words).

ladder_ok([_]).
ladder_ok([A, B|Ws]) :-
    h(A, B, 1),
    lexicon_word(B),
    ladder_ok([B|Ws]).


:- begin_tests(all_ladders).

test(lesson, Ladders == [[hit, hot, dot, dog, cog], [hit, hot, lot, log, cog]]) :-
    use_words([hot, dot, dog, lot, log, cog]),
    all_ladders(hit, cog, Ladders).

test(lesson_count, Count == 2) :-
    use_words([hot, dot, dog, lot, log, cog]),
    ladder_count(hit, cog, Count).

test(none, Ladders == []) :-
    use_words([hot, dot, dog, lot, log]),
    all_ladders(hit, cog, Ladders).

test(none_count, Count == 0) :-
    use_words([hot, dot, dog, lot, log]),
    ladder_count(hit, cog, Count).

test(other_component, Ladders == []) :-
    use_words([ab, zz]),
    all_ladders(ab, zz, Ladders).

test(start_outside_lexicon, Ladders == [[cat, cot, dot, dog]]) :-
    use_words([cot, dot, dog]),
    all_ladders(cat, dog, Ladders).

test(same_word, Ladders == [[hot]]) :-
    use_words([hot, dot]),
    all_ladders(hot, hot, Ladders).

test(same_word_count, Count == 1) :-
    use_words([hot, dot]),
    ladder_count(hot, hot, Count).

test(different_lengths, Count == 0) :-
    use_words([hot, dot, hots]),
    ladder_count(hot, hots, Count).

% aaax -> cccx changes three letters, in 3! = 6 orders (a detour through
% b would be longer). Sorted: second word aacx < acax < caax, and so on.
test(grid, Ladders == [[aaax, aacx, accx, cccx], [aaax, aacx, cacx, cccx],
                       [aaax, acax, accx, cccx], [aaax, acax, ccax, cccx],
                       [aaax, caax, cacx, cccx], [aaax, caax, ccax, cccx]]) :-
    grid([a, b, c], 3, Words0),
    maplist([W0, W]>>atom_concat(W0, x, W), Words0, Words),
    use_words(Words),
    all_ladders(aaax, cccx, Ladders).

% 10 differing letters: 10! ladders, counted on the DAG (listing them
% would take millions of lists).
test(count_without_listing, Count == 3628800) :-
    grid([a, b], 10, Words),
    use_words(Words),
    ladder_count(aaaaaaaaaa, bbbbbbbbbb, Count).

test(dag, Layers == [[hit-[hot]], [hot-[dot, lot]], [dot-[dog], lot-[log]],
                     [dog-[cog], log-[cog]], [cog-[]]]) :-
    use_words([hot, dot, dog, lot, log, cog]),
    ladder_dag(hit, cog, Layers).

test(dag_none, fail) :-
    use_words([hot, dot]),
    ladder_dag(hot, cog, _).

% dag_none's goal is no word of the list; here it is one, in another
% component: no DAG either.
test(dag_other_component, fail) :-
    use_words([hot, dot, cog]),
    ladder_dag(hot, cog, _).

test(dag_start_outside_lexicon, Layers == [[cat-[cot]], [cot-[dot]], [dot-[dog]], [dog-[]]]) :-
    use_words([cot, dot, dog]),
    ladder_dag(cat, dog, Layers).

test(unicode, Ladders == [[hund, mund]]) :-
    fixture('unicode.txt', File),
    load_words(File),
    all_ladders('HUND', mund, Ladders).

test(default_lexicon_consistent, [forall(member(S-G, [cold-warm, ape-man, sort-kind, abut-warm,
                                                       aced-warm, cxld-warm]))]) :-
    use_default_lexicon,
    all_ladders(S, G, Ladders),
    ladder_count(S, G, Count),
    ladder_length(S, G, N),
    length(Ladders, Count),
    assertion(Count > 0),
    assertion(msort(Ladders, Ladders)),
    assertion(sort(Ladders, Ladders)),
    forall(member(L, Ladders),
           ( assertion(length(L, N)),
             assertion(L = [S|_]),
             assertion(last(L, G)),
             assertion(ladder_ok(L)) )).

test(weaver_finds_one_of_them) :-
    use_default_lexicon,
    weaver(cold, warm, Ladder),
    all_ladders(cold, warm, Ladders),
    memberchk(Ladder, Ladders).

:- end_tests(all_ladders).


:- begin_tests(friendly).

% sized.txt: aaa -> bbb has six ladders aaa-X-Y-bbb:
%   aab(10) abb(40): max 40 sum 50     aab(10) bab(35): max 35 sum 45
%   aba(30) abb(40): max 40 sum 70     aba(30) bba(30): max 30 sum 60
%   baa(30) bab(35): max 35 sum 65     baa(30) bba(30): max 30 sum 60
% Least max 30 leaves aba-bba and baa-bba, equal sums; the first
% alphabetically wins. The ends (size 95) are in every ladder and are
% not scored: scoring them would make every max 95 and pick aab-bab.
test(three_rules, Ladder == [aaa, aba, bba, bbb]) :-
    fixture('sized.txt', File),
    load_words(File),
    friendly_ladder(aaa, bbb, Ladder).

test(sized_count, Count == 6) :-
    fixture('sized.txt', File),
    load_words(File),
    ladder_count(aaa, bbb, Count).

% Without sizes, and unknown to SCOWL, every word counts as 100: the
% first ladder alphabetically.
test(unknown_sizes, Ladder == [jjj, jjq, jqq, qqq]) :-
    grid([j, q], 3, Words),
    use_words(Words),
    friendly_ladder(jjj, qqq, Ladder).

% bba of unknown size (100): the least max becomes 35, and aab-bab has
% the smaller sum (45 against 65).
test(unknown_is_100, Ladder == [aaa, aab, bab, bbb]) :-
    tmp_file_stream(utf8, File, Out),
    format(Out, "aaa\t95~naab\t10~naba\t30~nbaa\t30~nabb\t40~nbab\t35~nbba~nbbb\t95~n", []),
    close(Out),
    call_cleanup(load_words(File), delete_file(File)),
    friendly_ladder(aaa, bbb, Ladder).

% A list ranked by frequency (1 most common): jjq and jqq rank 500 and
% 600; qjj and qqj have no rank and SCOWL has not them. Counted as 100
% they would win; they count as 601, rarer than any word ranked.
test(unknown_rarer_than_large_sizes, Ladder == [jjj, jjq, jqq, qqq]) :-
    tmp_file_stream(utf8, File, Out),
    format(Out, "jjj\t1~njjq\t500~njqq\t600~nqqq\t2~nqjj~nqqj~n", []),
    close(Out),
    call_cleanup(load_words(File), delete_file(File)),
    friendly_ladder(jjj, qqq, Ladder).

test(none, fail) :-
    use_words([hot, dot, dog, lot, log]),
    friendly_ladder(hit, cog, _).

test(same_word, Ladder == [hot]) :-
    use_words([hot, dot]),
    friendly_ladder(hot, hot, Ladder).

test(cold_warm, Ladder == [cold, cord, card, ward, warm]) :-
    use_default_lexicon,
    friendly_ladder(cold, warm, Ladder).

test(ape_man, Ladder == [ape, apt, opt, oat, mat, man]) :-
    use_default_lexicon,
    friendly_ladder(ape, man, Ladder).

% The friendly ladder is one of the shortest ladders, and no other has a
% smaller (max, sum) score.
test(best_of_all, [forall(member(S-G, [cold-warm, ape-man, sort-kind]))]) :-
    use_default_lexicon,
    friendly_ladder(S, G, Friendly),
    all_ladders(S, G, Ladders),
    assertion(memberchk(Friendly, Ladders)),
    score(Friendly, Best),
    forall(member(L, Ladders),
           ( score(L, Score),
             assertion(Best @=< Score) )).

score(Ladder, Max-Sum-Ladder) :-
    once(append([_|Middle], [_], Ladder)),
    maplist([W, Size]>>(word_size(W, Size0), ( integer(Size0) -> Size = Size0 ; Size = 100 )),
            Middle, Sizes),
    max_list([0|Sizes], Max),
    sum_list(Sizes, Sum).

:- end_tests(friendly).

% The errors each predicate's PlDoc lists for Start and Goal (they come
% from query_word/2).
:- begin_tests(entry_errors, [setup(use_words([hot, dot, dog, lot, log, cog]))]).

test(dag_number, error(type_error(text, 1))) :-
    ladder_dag(1, cog, _).

test(count_unbound, error(instantiation_error)) :-
    ladder_count(_, cog, _).

test(all_compound, error(type_error(text, f(x)))) :-
    all_ladders(hit, f(x), _).

test(shortest_empty, error(domain_error(word, ''), context(normalize_word/2, "it is empty"))) :-
    shortest_ladder(hit, '', _).

test(friendly_not_a_word, error(domain_error(word, 'c0g'))) :-
    friendly_ladder(hit, c0g, _).

test(count_capitals_and_string, Count == 2) :-
    ladder_count('HIT', "Cog", Count).

:- end_tests(entry_errors).

:- begin_tests(all_ladders_answer, [setup(use_words([hot, dot, dog, lot, log, cog]))]).

test(all, Ladders == [[hit, hot, dot, dog, cog], [hit, hot, lot, log, cog]]) :-
    all_ladders_answer(hit, cog, inf, Ladders).

test(first, Ladders == [[hit, hot, dot, dog, cog]]) :-
    all_ladders_answer(hit, cog, 1, Ladders).

test(none, Ladders == []) :-
    all_ladders_answer(hit, cog, 0, Ladders).

:- end_tests(all_ladders_answer).
