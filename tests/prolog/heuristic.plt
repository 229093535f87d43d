/*  Tests of the heuristic h/2 and h/3 (prolog/weaver.pl).

    Run: swipl --on-error=status --on-warning=status -g run_tests -t halt tests/prolog/heuristic.plt
*/

:- encoding(utf8).                      % its words hold letters outside ASCII, whatever the locale

:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(yall)).
:- use_module(library(random)).
:- use_module('../../prolog/wordlog').
:- include(ladder_cases).


:- begin_tests(heuristic).

test(h3, H == 4) :-
    h(cold, warm, H).

test(h3_one, H == 1) :-
    h(cold, cord, H).

test(h3_same, H == 0) :-
    h(warm, warm, H).

test(h3_unicode, H == 1) :-
    h('müde', 'mühe', H).

test(h2, H == 2) :-
    with_goal(cog, h(dot, H)).

test(h2_outside, error(existence_error(goal_context, h/2))) :-
    h(dot, _).

% with_goal/2 sets the goal for its call only: not after it, and an
% inner one gives back the outer's.
test(h2_after_with_goal, error(existence_error(goal_context, h/2))) :-
    with_goal(cog, true),
    h(dot, _).

test(h2_nested, H == 4) :-
    with_goal(warm, ( with_goal(cord, true), h(cold, H) )).

% Backtracking into the call finds the goal set again.
test(h2_on_backtracking, Hs == [2, 3]) :-
    findall(H, with_goal(cog, ( member(W, [dot, hit]), h(W, H) )), Hs).

h_letters(Goal, Word, H) :-
    atom_codes(Goal, Gs),
    atom_codes(Word, Ws),
    foldl([G, W, H0, H1]>>(G == W -> H1 = H0 ; H1 is H0 + 1), Gs, Ws, 0, H).

% Consistency on the default 4-letter graph: along every edge h changes
% by at most the step cost.
test(consistent) :-
    use_default_lexicon,
    forall(( length_word(4, W), sub_atom(W, 0, 1, _, w), s(W, N, C) ),
           ( h(warm, W, HW), h(warm, N, HN),
             assertion(abs(HW - HN) =< C) )).

:- end_tests(heuristic).
