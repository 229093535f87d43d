:- module(wordlog_steps,
          [ step/3,                     % ?Move, +Word, -Next
            related/3,                  % ?Move, +Word, +Next
            step_cost/4,                % +Model, +Word, +Next, -Cost
            distance/4,                 % +Ws, +Ns, +D0, -D
            word_cost/2,                % +Word, -Cost
            ladder_cost/3,              % +Model, +Ladder, -Cost
            moves_heuristic/5,          % +Moves, +Model, +Goal, +Word, -H
            goal_info/5,                % +Moves, +Model, +Added, +Goal, -Info
            estimate/3,                 % +Info, +Word, -H
            estimate_codes/3,           % +Info, +Codes, -H
            move_name/1,                % ?Move
            cost_model/1                % ?Model
          ]).
:- use_module(lexicon, [lexicon_word/1, word_size/2, length_word/2]).
:- use_module(graph, [neighbours/2, count_different/4]).
:- use_module(library(aggregate)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(solution_sequences), [distinct/2]).

:- set_prolog_flag(optimise, true).     % this file only: inline arithmetic

/** <module> A step of a ladder: five moves, three costs, an estimate

A step is one of five *moves*, each a clause of step/3: `sub` changes
one letter (`cold -> cord`), `ins` inserts one (`cat -> coat`), `del`
deletes one (`coat -> cat`), `swap` exchanges two adjacent letters
(`form -> from`), `anagram` rearranges them all (`stop -> pots`). No move
scans the lexicon: `sub` reads the word graph, `del` and `swap` look
their few candidates up, `ins` and `anagram` read a table of the words
under their deletions or sorted letters, made once a length.

A step's cost follows one of three *models*: `steps`, 1 a step;
`alphabet` (Knuth's `ladders -a`), between words of one length the sum
over the positions of the distances between their letters' codes
(`words -> woods` costs 3), an insertion or deletion 1; `frequency`
(Knuth's `ladders -f`), 1 + Size // 10 for the SCOWL size of the word
reached, a word of unknown size or added for the question counting as
size 100 (cost 11). moves_heuristic/5 estimates the cost left, for the
A* of moves.pl.
*/

:- dynamic
    key_/3,                             % key_(Key, Move, Word): Word under Key for Move
    keyed_/2,                           % keyed_(Move, L): key_/3 holds the words of L letters
    min_cost_/2.                        % min_cost_(L, C): the least frequency cost of length L

:- multifile wordlog_lexicon:lexicon_changed/0.

wordlog_lexicon:lexicon_changed :-
    retractall(wordlog_steps:min_cost_(_, _)),
    retractall(wordlog_steps:key_(_, _, _)),
    retractall(wordlog_steps:keyed_(_, _)).

%!  move_name(?Move) is nondet.
%!  cost_model(?Model) is nondet.
%
%   Move is one of the five moves, in the order above; Model one of the
%   cost models `steps`, `alphabet`, `frequency`.

move_name(sub).
move_name(ins).
move_name(del).
move_name(swap).
move_name(anagram).

cost_model(steps).
cost_model(alphabet).
cost_model(frequency).

%!  step(?Move, +Word, -Next) is nondet.
%
%   Next is a lexicon word one Move from Word (which need not be in the
%   lexicon); Next is never Word. A Next may come twice from `ins` or
%   `del` (`book` less either `o`).

step(sub, Word, Next) :-
    neighbours(Word, Nexts),
    member(Next, Nexts).
step(ins, Word, Next) :-
    atom_length(Word, L),
    L1 is L + 1,
    keyed(ins, L1),
    key_(Word, ins, Next).
step(del, Word, Next) :-
    deletion(Word, Next),
    Next \== '',
    lexicon_word(Next).
step(swap, Word, Next) :-
    swap(Word, Next),
    lexicon_word(Next).
step(anagram, Word, Next) :-
    atom_length(Word, L),
    keyed(anagram, L),
    letters_key(Word, Key),
    key_(Key, anagram, Next),
    Next \== Word.

%!  related(?Move, +Word, +Next) is nondet.
%
%   Next is one Move from Word, both given: how a word added for one
%   question (in no table) is reached.

related(sub, Word, Next) :-
    atom_codes(Word, Ws),
    atom_codes(Next, Ns),
    same_length(Ws, Ns),
    count_different(Ws, Ns, 0, 1).
related(ins, Word, Next) :-
    deletion(Next, Word).
related(del, Word, Next) :-
    deletion(Word, Next).
related(swap, Word, Next) :-
    swap(Word, Next).
related(anagram, Word, Next) :-
    Word \== Next,
    letters_key(Word, Key),
    letters_key(Next, Key).

deletion(Word, Shorter) :-
    sub_atom(Word, Before, 1, After, _),
    sub_atom(Word, 0, Before, _, Head),
    sub_atom(Word, _, After, 0, Tail),
    atom_concat(Head, Tail, Shorter).

swap(Word, Swapped) :-
    atom_codes(Word, Cs),
    append(Before, [A, B|After], Cs),
    A \== B,
    append(Before, [B, A|After], Ss),
    atom_codes(Swapped, Ss).

letters_key(Word, Key) :-
    atom_codes(Word, Cs),
    msort(Cs, Sorted),
    atom_codes(Key, Sorted).

%   keyed(+Move, +L): key_/3 holds every word of L letters under its
%   keys for Move (`ins`: its deletions; `anagram`: its sorted letters),
%   made once, in one transaction, so a question cut short leaves no
%   half table.

keyed(Move, L) :-
    keyed_(Move, L),
    !.
keyed(Move, L) :-
    transaction(( forall(( length_word(L, Word), distinct(Key, word_key(Move, Word, Key)) ),
                         assertz(key_(Key, Move, Word))),
                  assertz(keyed_(Move, L)) )).

word_key(ins, Word, Key) :-
    deletion(Word, Key).
word_key(anagram, Word, Key) :-
    letters_key(Word, Key).

%!  step_cost(+Model, +Word, +Next, -Cost:positive_integer) is det.
%
%   Cost is the cost of the step Word -> Next under Model, which depends
%   on the two words only, not on the move (a swap is also an anagram).
%
%   ==
%   ?- step_cost(alphabet, words, woods, C).
%   C = 3.
%   ==

step_cost(steps, _, _, 1).
step_cost(alphabet, Word, Next, Cost) :-
    atom_codes(Word, Ws),
    atom_codes(Next, Ns),
    (   distance(Ws, Ns, 0, Cost0)
    ->  Cost = Cost0
    ;   Cost = 1                        % an insertion or a deletion
    ).
step_cost(frequency, _, Next, Cost) :-
    word_cost(Next, Cost).

%!  distance(+Ws, +Ns, +D0, -D) is semidet.
%
%   D - D0 is the sum of the distances between the codes of Ws and Ns,
%   position by position; fails when their lengths differ.

distance([], [], D, D).
distance([W|Ws], [N|Ns], D0, D) :-
    D1 is D0 + abs(W - N),
    distance(Ws, Ns, D1, D).

%!  word_cost(+Word, -Cost) is det.
%
%   Cost is the frequency cost of reaching Word.

word_cost(Word, Cost) :-
    (   word_size(Word, Size),
        integer(Size)
    ->  true
    ;   Size = 100                      % unknown, or added
    ),
    Cost is 1 + Size // 10.

%!  ladder_cost(+Model, +Ladder:list, -Cost:nonneg) is det.
%
%   Cost is the sum of the step costs of Ladder under Model.

ladder_cost(Model, [First|Rest], Cost) :-
    foldl(add_step(Model), Rest, First-0, _-Cost).

add_step(Model, Next, Word-C0, Next-C) :-
    step_cost(Model, Word, Next, C1),
    C is C0 + C1.

%!  moves_heuristic(+Moves, +Model, +Goal, +Word, -H:nonneg) is det.
%
%   H is a lower bound on the cost of a ladder from Word to Goal by
%   Moves under Model, *consistent*: H(Word) =< C + H(Next) for every
%   step of cost C, H(Goal) = 0. It is built on Hs, the largest of three
%   counts that no step changes by more than one:
%
%     - the positions to change: where Word and Goal differ (halved,
%       rounded up, with `swap`, which mends two; 0 with `ins`, `del` or
%       `anagram`, which move letters anywhere);
%     - the letters to bring in or take out: the larger of Goal's
%       letters missing from Word and Word's missing from Goal, as
%       multisets (`sub` changes each by one at most, `ins` and `del`
%       one of them, `swap` and `anagram` neither);
%     - 1 when Word is not Goal.
%
%   For `steps` H = Hs; for `alphabet` without `ins` and `del`, the sum
%   of the distances between Word's and Goal's letters (the triangle
%   inequality at each position), with them Hs (every step costs 1 at
%   least); for `frequency` Cg + Cmin * (Hs - 1), Cg the cost of
%   reaching Goal (the last step's) and Cmin the least cost of a word
%   the search may reach (1 with `ins` or `del`), so a step to Goal
%   costs H(Word) at least and any other step lowers H by Cmin at most.

moves_heuristic(Moves, Model, Goal, Word, H) :-
    goal_info(Moves, Model, [], Goal, Info),
    estimate(Info, Word, H).

%!  goal_info(+Moves, +Model, +Added, +Goal, -Info) is det.
%!  estimate(+Info, +Word, -H) is det.
%!  estimate_codes(+Info, +Codes, -H) is det.
%
%   Info is what the estimate needs to know of Goal, worked out once a
%   search (Added: the words added for it); H is moves_heuristic/5's of
%   Word, or of a word not Goal given by its Codes.

goal_info(Moves, Model, Added, Goal, info(Model, Positional, Goal, Gs, GSorted, Cg, Cmin)) :-
    (   ( memberchk(ins, Moves) ; memberchk(del, Moves) )
    ->  Positional = none,
        Cmin = 1
    ;   atom_length(Goal, L),
        min_cost(L, Added, Cmin),
        (   memberchk(anagram, Moves)
        ->  Positional = none
        ;   memberchk(swap, Moves)
        ->  Positional = half
        ;   Positional = whole
        )
    ),
    atom_codes(Goal, Gs),
    msort(Gs, GSorted),
    (   Model == frequency
    ->  word_cost(Goal, Cg)
    ;   Cg = 0
    ).

min_cost(L, Added, Cmin) :-
    (   min_cost_(L, C0)
    ->  true
    ;   aggregate_all(min(C), ( length_word(L, W), word_cost(W, C) ), C0)
    ->  assertz(min_cost_(L, C0))
    ;   C0 = 11
    ),
    (   Added == []
    ->  Cmin = C0
    ;   Cmin is min(C0, 11)             % an added word's cost
    ).

estimate(info(_, _, Goal, _, _, _, _), Goal, 0) :-
    !.
estimate(Info, Word, H) :-
    atom_codes(Word, Ws),
    estimate_codes(Info, Ws, H).

estimate_codes(info(alphabet, Positional, _, Gs, _, _, _), Ws, H) :-
    Positional \== none,
    !,
    distance(Ws, Gs, 0, H).
estimate_codes(info(Model, Positional, _, Gs, GSorted, Cg, Cmin), Ws, H) :-
    (   Positional == whole                 % the positions bound the letters
    ->  count_different(Ws, Gs, 0, Hs)
    ;   (   Positional == half
        ->  count_different(Ws, Gs, 0, D),
            P is (D + 1) // 2
        ;   P = 0
        ),
        msort(Ws, WSorted),
        excess(WSorted, GSorted, 0, Out, 0, In),
        Hs is max(1, max(P, max(Out, In)))
    ),
    (   Model == frequency
    ->  H is Cg + Cmin * (Hs - 1)
    ;   H = Hs
    ).

%   excess(+Ws, +Gs, +O0, -O, +I0, -I): of two sorted code lists, O - O0
%   codes of Ws are unmatched in Gs, I - I0 of Gs in Ws.

excess([], Gs, O, O, I0, I) :-
    !,
    length(Gs, N),
    I is I0 + N.
excess(Ws, [], O0, O, I, I) :-
    !,
    length(Ws, N),
    O is O0 + N.
excess([W|Ws], [G|Gs], O0, O, I0, I) :-
    (   W == G
    ->  excess(Ws, Gs, O0, O, I0, I)
    ;   W @< G
    ->  O1 is O0 + 1,
        excess(Ws, [G|Gs], O1, O, I0, I)
    ;   I1 is I0 + 1,
        excess([W|Ws], Gs, O0, O, I1, I)
    ).
