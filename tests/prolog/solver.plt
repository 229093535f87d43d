/*  Tests of the fast solver's impossible questions: prolog/solver.pl.

    Run: swipl --on-error=status --on-warning=status -g run_tests -t halt tests/prolog/solver.plt

    Where the expected values come from: the three impossible questions
    of issue 37 (5 letters to 4, a goal no word, separate islands) on the
    bundled lexicon, and the lessons' cases (ladder_cases.pl).
*/

:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module('../../prolog/wordlog').
:- include(ladder_cases).

:- begin_tests(no_ladder, [setup(use_default_lexicon)]).

test(different_lengths, Why == different_lengths(5, 4)) :-
    no_ladder(wheat, kind, Why).

test(not_in_lexicon, Why == not_in_lexicon(xqzt)) :-
    no_ladder(sort, xqzt, Why).

test(separate_islands, Why == separate_islands) :-
    no_ladder(ague, ugly, Why).

test(ladder_exists, fail) :-
    no_ladder(sort, kind, _).

test(start_outside_lexicon_reaches, fail) :-
    no_ladder(cqld, cold, _).

test(goal_read_by_the_word_rule, Why == not_in_lexicon(xqzt)) :-
    no_ladder('SORT', "Xqzt", Why).

test(not_a_word, error(domain_error(word, 'x1'))) :-
    no_ladder(sort, x1, _).

:- end_tests(no_ladder).

%   agree(+Start, +Goal): weaver/3, ladder/4 and ladder_length/3 answer
%   as no_ladder/3 says: no ladder, or one of the same length.

agree(Start, Goal) :-
    (   no_ladder(Start, Goal, _)
    ->  \+ weaver(Start, Goal, _),
        ladder(Start, Goal, [], none),
        ladder(Start, Goal, [successor(scan)], none),
        ladder_length(Start, Goal, 0)
    ;   weaver(Start, Goal, Ladder),
        ladder(Start, Goal, [], ladder(Fast)),
        length(Ladder, N),
        length(Fast, N),
        ladder_length(Start, Goal, N)
    ).

:- begin_tests(agreement).

test(issue_questions, Failed == []) :-
    use_default_lexicon,
    exclude([S-G]>>agree(S, G),
            [wheat-kind, sort-xqzt, ague-ugly, sort-kind, cold-warm, cqld-cold,
             hat-hat, cold-cold, zzzz-cold],
            Failed).

test(lessons, [forall(lesson(_, Words, Start, Goal, _))]) :-
    use_words(Words),
    assertion(agree(Start, Goal)).

:- end_tests(agreement).
