:- module(wordlog_heuristic,
          [ h/3,                        % +Goal, +Word, -H
            h/2,                        % +Word, -H
            with_goal/2,                % +Goal, :Call
            count_different/4           % +Xs, +Ys, +N0, -N
          ]).
:- use_module(library(error)).

:- set_prolog_flag(optimise, true).     % this file only: inline arithmetic

/** <module> The ladder heuristic: letters still to change

h(Goal, Word, H) counts the positions where Word and Goal have different
letters. A ladder step changes one letter, so at least H more steps are
needed: the estimate never overstates the remaining cost (it is
*admissible*). One step changes H by at most one, which is exactly the
step's cost (it is *consistent*), so A* with this heuristic never has to
reopen a word it has expanded.

The search passes the goal explicitly, as the closure h(Goal). For
reading along with the classic two-argument h/2, with_goal/2 sets the goal
for the duration of a call:

==
?- h(cold, warm, H).
H = 4.
?- with_goal(warm, h(cold, H)).
H = 4.
==

The count is made letter by letter. It guides the readable A* (astar/6);
the fast search behind weaver/3 (graph_search/5) searches from both ends
with the zero heuristic instead (see astar.pl).
*/

:- meta_predicate with_goal(+, 0).

%!  h(+Goal, +Word, -H:nonneg) is det.
%
%   H is the number of positions at which Word and Goal differ (letters
%   beyond the shorter word count as different).

h(Goal, Word, H) :-
    atom_codes(Goal, Gs),
    atom_codes(Word, Ws),
    count_different(Gs, Ws, 0, H).

%!  count_different(+Xs:list, +Ys:list, +N0, -N) is det.
%
%   N - N0 is the number of positions at which Xs and Ys hold different
%   elements (==/2), the elements beyond the shorter list included: the
%   letters to change, on lists of character codes.

count_different([], Ws, H0, H) :-
    !,
    length(Ws, N),
    H is H0 + N.
count_different(Gs, [], H0, H) :-
    !,
    length(Gs, N),
    H is H0 + N.
count_different([G|Gs], [W|Ws], H0, H) :-
    (   G == W
    ->  H1 = H0
    ;   H1 is H0 + 1
    ),
    count_different(Gs, Ws, H1, H).

%!  with_goal(+Goal, :Call) is nondet.
%
%   Run Call with Goal as the goal of h/2. The goal is held in a
%   backtrackable global variable: set while Call runs (backtracking
%   into it included), and as it was before once Call has succeeded or
%   failed.

with_goal(Goal, Call) :-
    (   nb_current(heuristic_goal, Before)
    ->  true
    ;   Before = []
    ),
    b_setval(heuristic_goal, Goal),
    call(Call),
    b_setval(heuristic_goal, Before).

%!  h(+Word, -H:nonneg) is det.
%
%   As h/3, towards the goal set by the enclosing with_goal/2.
%
%   @error existence_error(goal_context, h/2) outside with_goal/2.

h(Word, H) :-
    (   nb_current(heuristic_goal, Goal),
        Goal \== []
    ->  h(Goal, Word, H)
    ;   existence_error(goal_context, h/2)
    ).
