:- module(wordlog_moves,
          [ ladder_moves/5,             % +Start, +Goal, +Options, -Ladder, -Cost
            step/3,                     % ?Move, +Word, -Next
            step_cost/4,                % +Model, +Word, +Next, -Cost
            ladder_cost/3,              % +Model, +Ladder, -Cost
            moves_heuristic/5,          % +Moves, +Model, +Goal, +Word, -H
            move_name/1,                % ?Move
            cost_model/1,               % ?Model
            ladder_moves_answer/8       % +Start, +Goal, +Moves, +Model, +Add, +Avoid, +Via, -Answer
          ]).
:- use_module(lexicon, [lexicon_word/1, word_size/2, length_word/2, query_word/2]).
:- use_module(successor, [s/3, neighbours/2]).
:- use_module(heuristic, [count_different/4]).
:- use_module(library(aggregate)).
:- use_module(library(apply)).
:- use_module(library(assoc)).
:- use_module(library(error)).
:- use_module(library(heaps)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(ordsets)).

:- set_prolog_flag(optimise, true).     % this file only: inline arithmetic

/** <module> Ladders beyond one changed letter: moves, costs, chosen words

A step of a ladder is one of five *moves*, each one clause of step/3:

  - `sub`: change one letter (s/3, the post's rule): `cold -> cord`;
  - `ins`: insert one letter anywhere: `cat -> coat`;
  - `del`: delete one letter: `coat -> cat`;
  - `swap`: exchange two adjacent letters: `form -> from`;
  - `anagram`: rearrange all the letters: `stop -> pots`.

No move scans the lexicon. `sub` reads the word graph's buckets (s/3);
`del` and `swap` look their few candidates up in the lexicon; `ins`
reads a *deletion table* (each word of L+1 letters under each of its
deletions, made once a length); `anagram` reads a *sorted-letters table*
(each word under its letters in standard order, made once a length).
With `ins` or `del` a ladder joins words of different lengths, and the
lengths are read as the search reaches them.

A step's cost follows one of three *models*:

  - `steps`: 1 a step.
  - `alphabet` (Knuth's `ladders -a`): a step between words of the same
    length costs the sum, over the positions, of the distances between
    their letters' codes: `words -> woods` costs 3 (r to o), a swap
    `form -> from` costs 2 * 3 (o and r, each moved 3). An insertion
    or deletion costs 1, the least any step costs.
  - `frequency` (Knuth's `ladders -f`): a step costs 1 + Size // 10 for
    the SCOWL size of the word it reaches (10 = most common ... 95 =
    rarest: 2 ... 10); a word of unknown size, or one added for the
    question, counts as size 100 (cost 11). The answer may be longer,
    but friendlier.

ladder_moves/5 finds a cheapest ladder by A* with the heuristic of
moves_heuristic/5, which is admissible and consistent for every moves
and cost model (see there), so no word is expanded twice and the first
ladder to reach the goal is a cheapest. A question whose words keep
one length and add none is searched over a numbered table of the length
with a bucket queue (numbered_astar/6); one with `ins`, `del` or added
words over the words themselves with a heap (astar/5). Both break ties
the same way every time (see each).

Options add words for one question, forbid some, or require one:
add(Words), avoid(Words), via(Word) (see ladder_moves/5).

==
?- use_words([cat, coat, cost]), ladder_moves(cat, cost, [moves([sub, ins])], L, C).
L = [cat, coat, cost], C = 2.
?- ladder_moves(sort, kind, [cost(frequency)], L, C).
L = [sort, sore, wore, wire, wine, wind, kind], C = 13.
==
*/

:- dynamic
    del_key_/2,                         % del_key_(Key, Word): Word less one letter is Key
    del_built_/1,                       % del_built_(L): del_key_/2 holds the words of L letters
    anagram_key_/2,                     % anagram_key_(Key, Word): Key is Word's letters, sorted
    anagram_built_/1.                   % anagram_built_(L): anagram_key_/2 holds length L

:- multifile wordlog_lexicon:lexicon_changed/0.

wordlog_lexicon:lexicon_changed :-
    flag(wordlog_moves_generation, G, G + 1),
    retractall(wordlog_moves:min_cost_(_, _)),
    retractall(wordlog_moves:del_key_(_, _)),
    retractall(wordlog_moves:del_built_(_)),
    retractall(wordlog_moves:anagram_key_(_, _)),
    retractall(wordlog_moves:anagram_built_(_)).

%!  move_name(?Move) is nondet.
%
%   Move is one of the five moves, in the order they are listed.

move_name(sub).
move_name(ins).
move_name(del).
move_name(swap).
move_name(anagram).

%!  cost_model(?Model) is nondet.
%
%   Model is a cost model: `steps`, `alphabet` or `frequency`.

cost_model(steps).
cost_model(alphabet).
cost_model(frequency).


                 /*******************************
                 *            MOVES             *
                 *******************************/

%!  step(?Move, +Word, -Next) is nondet.
%
%   Next is a lexicon word one Move from Word (which need not be in the
%   lexicon); Next is never Word. A Next may come twice from `ins` or
%   `del` (`book` less either `o`).

step(sub, Word, Next) :-
    s(Word, Next, 1).
step(ins, Word, Next) :-
    atom_length(Word, L),
    L1 is L + 1,
    deletion_table(L1),
    del_key_(Word, Next).
step(del, Word, Next) :-
    deletion(Word, Next),
    Next \== '',
    lexicon_word(Next).
step(swap, Word, Next) :-
    swap(Word, Next),
    lexicon_word(Next).
step(anagram, Word, Next) :-
    atom_length(Word, L),
    anagram_table(L),
    letters_key(Word, Key),
    anagram_key_(Key, Next),
    Next \== Word.

%   related(?Move, +Word, +Next): Next is one Move from Word, both given:
%   how a word added for one question (outside the tables) is reached.

related(sub, Word, Next) :-
    atom_codes(Word, Ws),
    atom_codes(Next, Ns),
    one_difference(Ws, Ns).
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

one_difference([X|Xs], [Y|Ys]) :-
    (   X == Y
    ->  one_difference(Xs, Ys)
    ;   Xs == Ys
    ).

%   deletion(+Word, -Shorter): Shorter is Word less one of its letters.

deletion(Word, Shorter) :-
    atom_length(Word, L),
    L > 0,
    L1 is L - 1,
    between(0, L1, I),
    sub_atom(Word, 0, I, _, Before),
    I1 is I + 1,
    sub_atom(Word, I1, _, 0, After),
    atom_concat(Before, After, Shorter).

%   swap(+Word, -Swapped): Swapped is Word with two adjacent, different
%   letters exchanged.

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

%   deletion_table(+L): del_key_/2 holds every word of L letters under
%   each of its deletions; made once, in one transaction, so a question
%   cut short leaves no half table.

deletion_table(L) :-
    del_built_(L),
    !.
deletion_table(L) :-
    transaction(( forall(length_word(L, Word),
                         ( setof(Key, deletion(Word, Key), Keys),
                           forall(member(Key, Keys), assertz(del_key_(Key, Word))) )),
                  assertz(del_built_(L)) )).

anagram_table(L) :-
    anagram_built_(L),
    !.
anagram_table(L) :-
    transaction(( forall(length_word(L, Word),
                         ( letters_key(Word, Key), assertz(anagram_key_(Key, Word)) )),
                  assertz(anagram_built_(L)) )).


                 /*******************************
                 *            COSTS             *
                 *******************************/

%!  step_cost(+Model, +Word, +Next, -Cost:positive_integer) is det.
%
%   Cost is the cost of the step Word -> Next under Model (see the
%   module header). The cost depends on the two words only, not on the
%   move that relates them (a swap is also an anagram).
%
%   ==
%   ?- step_cost(alphabet, words, woods, C).
%   C = 3.
%   ==

step_cost(steps, _, _, 1).
step_cost(alphabet, Word, Next, Cost) :-
    atom_codes(Word, Ws),
    atom_codes(Next, Ns),
    (   same_length(Ws, Ns)
    ->  distance(Ws, Ns, 0, Cost)
    ;   Cost = 1
    ).
step_cost(frequency, _, Next, Cost) :-
    word_cost(Next, Cost).

%   distance(+Ws, +Ns, +D0, -D): D - D0 is the sum of the distances
%   between the codes of Ws and Ns, position by position.

distance([], [], D, D).
distance([W|Ws], [N|Ns], D0, D) :-
    D1 is D0 + abs(W - N),
    distance(Ws, Ns, D1, D).

%   word_cost(+Word, -Cost): the frequency cost of reaching Word.

word_cost(Word, Cost) :-
    (   word_size(Word, Size),
        integer(Size)
    ->  true
    ;   unknown_size(Size)
    ),
    Cost is 1 + Size // 10.

unknown_size(100).

%!  ladder_cost(+Model, +Ladder:list, -Cost:nonneg) is det.
%
%   Cost is the sum of the step costs of Ladder under Model (0 for a
%   ladder of one word).

ladder_cost(Model, [First|Rest], Cost) :-
    foldl(add_step(Model), Rest, First-0, _-Cost).

add_step(Model, Next, Word-C0, Next-C) :-
    step_cost(Model, Word, Next, C1),
    C is C0 + C1.


                 /*******************************
                 *          HEURISTIC           *
                 *******************************/

%!  moves_heuristic(+Moves, +Model, +Goal, +Word, -H:nonneg) is det.
%
%   H is a lower bound on the cost of a ladder from Word to Goal using
%   Moves, under Model. It is *consistent*: for every step Word -> Next
%   of cost C, H(Word) =< C + H(Next), and H(Goal) = 0; so it is also
%   admissible. It is built on a count of steps, Hs, that no step
%   changes by more than one:
%
%     - P, the positions to change: with only `sub`, the positions
%       where Word and Goal differ; with `swap` too, half of them,
%       rounded up (a swap mends at most two); 0 when `ins`, `del` or
%       `anagram` is allowed (they move letters anywhere).
%     - M, the letters to bring in or take out: the larger of the
%       letters of Goal missing from Word and the letters of Word
%       missing from Goal, counted as multisets. `sub` changes each
%       count by at most one, `ins` and `del` one of them by at most
%       one, `swap` and `anagram` neither. M is at least the difference
%       in length.
%     - 1 when Word is not Goal (an anagram of Goal is a step away).
%
%   Hs is the largest of the three; a maximum of bounds that each
%   change by at most one a step changes by at most one a step. Then:
%
%     - `steps`: H = Hs, as every step costs 1.
%     - `alphabet` without `ins` and `del`: all words have Goal's
%       length, and H is the sum over the positions of the distances
%       between Word's and Goal's letters. A step's cost is that same
%       sum between Word and Next, so the triangle inequality at each
%       position gives consistency.
%     - `alphabet` with `ins` or `del`: H = Hs, as every step costs at
%       least 1.
%     - `frequency`: H = 0 at Goal, else Cg + Cmin * (Hs - 1), where
%       Cg is the cost of reaching Goal (the last step always reaches
%       it) and Cmin the least cost of reaching any word the search may
%       reach: without `ins` and `del`, the least over the lexicon words
%       of Goal's length (11, an added word's, at most); with them, 1,
%       the least the formula gives. For a step to Goal, Hs(Word) =< 1
%       so H(Word) =< Cg, the step's cost; for a step to Next \== Goal,
%       H falls by at most Cmin, and the step costs at least Cmin.
%
%   moves_heuristic/5 is the estimate of a question without added
%   words.

moves_heuristic(Moves, Model, Goal, Word, H) :-
    goal_info(Moves, Model, [], Goal, Info),
    estimate(Info, Word, H).

%   goal_info(+Moves, +Model, +Added, +Goal, -Info): what the estimate
%   needs to know of the goal, worked out once a search.

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

%   min_cost(+L, +Added, -Cmin): the least frequency cost of reaching a
%   word of L letters, the lexicon's or an added one.

:- dynamic min_cost_/2.

min_cost(L, Added, Cmin) :-
    (   min_cost_(L, C0)
    ->  true
    ;   aggregate_all(min(C), ( length_word(L, W), word_cost(W, C) ), C0)
    ->  assertz(min_cost_(L, C0))
    ;   C0 = 11
    ),
    (   Added == []
    ->  Cmin = C0
    ;   unknown_size(Size),             % an added word's cost
        Cmin is min(C0, 1 + Size // 10)
    ).

estimate(info(_, _, Goal, _, _, _, _), Goal, 0) :-
    !.
estimate(Info, Word, H) :-
    atom_codes(Word, Ws),
    estimate_codes(Info, Ws, H).

%   estimate_codes(+Info, +Ws, -H): the estimate of a word that is not
%   the goal, given by its codes Ws.

estimate_codes(info(alphabet, Positional, _, Gs, _, _, _), Ws, H) :-
    Positional \== none,
    !,
    distance(Ws, Gs, 0, H).
estimate_codes(info(Model, Positional, _, Gs, GSorted, Cg, Cmin), Ws, H) :-
    steps_left(Positional, Ws, Gs, GSorted, Hs),
    (   Model == frequency
    ->  H is Cg + Cmin * (Hs - 1)
    ;   H = Hs
    ).

%   steps_left(+Positional, +Ws, +Gs, +GSorted, -Hs): Hs of the comment
%   of moves_heuristic/5 for a word Ws that is not the goal Gs. With
%   `sub` alone, the positions to change are at least the letters to
%   bring in and at least 1, and the multiset count is left out.

steps_left(whole, Ws, Gs, _, Hs) :-
    !,
    count_different(Ws, Gs, 0, Hs).
steps_left(Positional, Ws, Gs, GSorted, Hs) :-
    positional(Positional, Ws, Gs, P),
    msort(Ws, WSorted),
    multiset_excess(WSorted, GSorted, 0, Out, 0, In),
    Hs is max(1, max(P, max(Out, In))).

positional(none, _, _, 0).
positional(half, Ws, Gs, P) :-
    count_different(Ws, Gs, 0, D),
    P is (D + 1) // 2.


%   multiset_excess(+Ws, +Gs, +O0, -O, +I0, -I): of two sorted code
%   lists, O - O0 codes of Ws are unmatched in Gs, I - I0 of Gs in Ws.

multiset_excess([], Gs, O, O, I0, I) :-
    !,
    length(Gs, N),
    I is I0 + N.
multiset_excess(Ws, [], O0, O, I, I) :-
    !,
    length(Ws, N),
    O is O0 + N.
multiset_excess([W|Ws], [G|Gs], O0, O, I0, I) :-
    compare(Order, W, G),
    excess(Order, W, Ws, G, Gs, O0, O, I0, I).

excess(=, _, Ws, _, Gs, O0, O, I0, I) :-
    multiset_excess(Ws, Gs, O0, O, I0, I).
excess(<, _, Ws, G, Gs, O0, O, I0, I) :-
    O1 is O0 + 1,
    multiset_excess(Ws, [G|Gs], O1, O, I0, I).
excess(>, W, Ws, _, Gs, O0, O, I0, I) :-
    I1 is I0 + 1,
    multiset_excess([W|Ws], Gs, O0, O, I1, I).


                 /*******************************
                 *            SEARCH            *
                 *******************************/

%!  ladder_moves(+Start, +Goal, +Options, -Ladder:list, -Cost) is semidet.
%
%   Ladder is a cheapest ladder from Start to Goal under Options, and
%   Cost its cost; fails when there is none. Cost is `limit(N)` and
%   Ladder `[]` when the search expanded max_expansions(N) words without
%   reaching Goal. Options:
%
%     - moves(+Moves): a non-empty list of move names (default `[sub]`).
%     - cost(+Model): `steps` (default), `alphabet` or `frequency`.
%     - add(+Words): words that join the lexicon for this question.
%     - avoid(+Words): words no step may reach; a question whose start,
%       goal or via word is avoided has no ladder. Avoiding wins over
%       adding.
%     - via(+Word): the ladder passes through Word: a cheapest ladder
%       Start..Word followed by a cheapest Word..Goal, so its cost is
%       the sum of theirs. The two halves are searched apart, so a word
%       may occur in both (the ladder then goes there and back): it is
%       the cheapest walk through Word. Word must be a lexicon word or
%       an added one.
%     - max_expansions(+Max): expand at most Max words (each search of
%       a via question alike); `inf` (default) for no limit.
%
%   Words are read by query_word/2. The Goal must be a lexicon word or
%   an added one; the Start need not be. Start and Goal of different
%   lengths have no ladder unless `ins` or `del` is allowed.
%
%   @error domain_error(move, M) for an unknown move,
%          domain_error(moves, []) for no move at all,
%          domain_error(cost_model, M) for an unknown model,
%          domain_error(moves_option, O) for an unknown option,
%          domain_error(word, T) for a text that is not a word.

ladder_moves(StartText, GoalText, Options, Ladder, Cost) :-
    moves_options(Options, Moves, Model, Added, Avoided, Via, Max),
    query_word(StartText, Start),
    query_word(GoalText, Goal),
    Ctx = ctx(Moves, Model, Added, Avoided, Max),
    (   Via == none
    ->  cheapest(Ctx, Start, Goal, Ladder, Cost)
    ;   cheapest(Ctx, Start, Via, First, Cost1),
        (   Cost1 = limit(_)
        ->  Ladder = [], Cost = Cost1
        ;   cheapest(Ctx, Via, Goal, [_|Second], Cost2),
            (   Cost2 = limit(_)
            ->  Ladder = [], Cost = Cost2
            ;   append(First, Second, Ladder),
                Cost is Cost1 + Cost2
            )
        )
    ).

%   moves_options(+Options, -Moves, -Model, -Added, -Avoided, -Via, -Max):
%   the options of ladder_moves/5, checked. Added and Avoided are
%   sorted lists of words; Via is a word or `none`.

moves_options(Options, Moves, Model, Added, Avoided, Via, Max) :-
    must_be(list, Options),
    forall(member(O, Options), must_be_moves_option(O)),
    option(moves(Moves0), Options, [sub]),
    must_be(list, Moves0),
    (   Moves0 == []
    ->  domain_error(moves, Moves0)
    ;   true
    ),
    forall(member(M, Moves0), must_be_move(M)),
    sort(Moves0, Moves),
    option(cost(Model), Options, steps),
    must_be(nonvar, Model),
    (   cost_model(Model)
    ->  true
    ;   domain_error(cost_model, Model)
    ),
    option(add(AddTexts), Options, []),
    option(avoid(AvoidTexts), Options, []),
    words_of(AddTexts, Added),
    words_of(AvoidTexts, Avoided),
    (   option(via(ViaText), Options)
    ->  query_word(ViaText, Via)
    ;   Via = none
    ),
    option(max_expansions(Max), Options, inf),
    (   Max == inf
    ->  true
    ;   must_be(nonneg, Max)
    ).

must_be_moves_option(O) :-
    must_be(nonvar, O),
    (   O =.. [Name, _],
        memberchk(Name, [moves, cost, add, avoid, via, max_expansions])
    ->  true
    ;   domain_error(moves_option, O)
    ).

must_be_move(M) :-
    must_be(nonvar, M),
    (   move_name(M)
    ->  true
    ;   domain_error(move, M)
    ).

words_of(Texts, Words) :-
    must_be(list, Texts),
    maplist(query_word, Texts, Words0),
    sort(Words0, Words).

%   cheapest(+Ctx, +Start, +Goal, -Ladder, -Cost): one A* search; fails
%   when there is no ladder.

cheapest(Ctx, Start, Goal, Ladder, Cost) :-
    Ctx = ctx(Moves, _, Added, Avoided, _),
    \+ memberchk(Start, Avoided),
    \+ memberchk(Goal, Avoided),
    (   ord_memberchk(Goal, Added)
    ->  true
    ;   lexicon_word(Goal)
    ),
    (   Start == Goal
    ->  Ladder = [Start], Cost = 0
    ;   ( memberchk(ins, Moves) ; memberchk(del, Moves) )
    ->  astar(Ctx, Start, Goal, Ladder, Cost)
    ;   atom_length(Start, L),
        atom_length(Goal, L),
        (   Added == []
        ->  numbered_astar(Ctx, L, Start, Goal, Ladder, Cost)
        ;   astar(Ctx, Start, Goal, Ladder, Cost)
        )
    ).

%   numbered_astar(+Ctx, +L, +Start, +Goal, -Ladder, -Cost): the A* of
%   a question whose words all have L letters and none is added (moves
%   of `sub`, `swap`, `anagram`), over the numbered table of the length
%   (moves_table/2):
%
%     - each word's state is one integer of a global array, changed in
%       place (nb_setarg/3): Base + G << (B+1) + Parent << 1 + Closed,
%       Base = Stamp << (24+B+1) with a stamp a question, so a word of
%       an older question (a smaller integer) is unseen and nothing is
%       cleared between questions; an avoided word starts closed;
%     - the open list is a *bucket queue* by F = G + H (Dial's): step
%       costs are positive integers and the estimate is consistent, so
%       F never falls; the words of the current F are a list, those of
%       a higher F a list of F-Words pairs, ascending;
%     - among words of one F the last found is taken first, the
%       successors of one word in the standard order of the words; the
%       goal is recognised when it is taken.
%
%   A Start outside the lexicon is not numbered: its successors are
%   found as in astar/5 and stand at G their step cost, parent 0.

numbered_astar(Ctx, L, Start, Goal, Ladder, Cost) :-
    Ctx = ctx(Moves, Model, _, Avoided, Max0),
    moves_table(L, Table),
    Table = mt(_, _, Words, Index, Codes, Costs),
    maplist(move_adjacency(L, Table), Moves, Adjs),
    trie_lookup(Index, Goal, T),
    goal_info(Moves, Model, [], Goal, Info),
    moves_state(L, Table, B, Stamp, State),
    Base is Stamp << (25 + B),
    Closed is Base + 1,
    forall(( member(A, Avoided), trie_lookup(Index, A, J) ), nb_setarg(J, State, Closed)),
    (   Max0 == inf
    ->  Max = 0x7fffffffffffff
    ;   Max = Max0
    ),
    C = c(Adjs, Model, Info, Codes, Costs, T, B, Base, State, Max),
    (   trie_lookup(Index, Start, S)
    ->  nb_setarg(S, State, Base),
        arg(S, Codes, Ss),
        estimate_codes(Info, Ss, H0),
        open_search([S], H0, [], C, 0, Outcome),
        Before = []
    ;   successors(Ctx, Start, Nexts),
        seeds(Nexts, Start, Index, C, [], Later),
        open_search([], 0, Later, C, 0, Outcome),
        Before = [Start]
    ),
    outcome(Outcome, Before, T, Words, B, State, Ladder, Cost).

%   outcome(+Outcome, +Before, +T, +Words, +B, +State, -Ladder, -Cost):
%   the ladder to the goal T and its cost; fails for `none`.

outcome(found, Before, T, Words, B, State, Ladder, Cost) :-
    path(T, B, State, [], Numbers),
    maplist(number_word(Words), Numbers, Ws),
    append(Before, Ws, Ladder),
    arg(T, State, V),
    Cost is (V >> (B+1)) /\ 0xffffff.
outcome(limit(E), _, _, _, _, _, [], limit(E)).

number_word(Words, I, W) :-
    arg(I, Words, W).

%   seeds(+Nexts, +Start, +Index, +C, +Later0, -Later): the successors
%   of a Start outside the table, queued at G their step cost, parent 0.

seeds([], _, _, _, Later, Later).
seeds([W|Ws], Start, Index, C, Later0, Later) :-
    C = c(_, Model, Info, Codes, _, _, B, Base, State, _),
    trie_lookup(Index, W, J),
    step_cost(Model, Start, W, G),
    V is Base + (G << (B+1)),
    nb_setarg(J, State, V),
    arg(J, Codes, Js),
    arg(6, C, T),
    (   J =:= T
    ->  H = 0
    ;   estimate_codes(Info, Js, H)
    ),
    F is G + H,
    later(Later0, F, J, Later1),
    seeds(Ws, Start, Index, C, Later1, Later).

%   later(+Later0, +F, +J, -Later): J queued at F, a key of the sorted
%   F-Words pairs Later0.

later([], F, J, [F-[J]]).
later([F0-Js|Rest], F, J, Later) :-
    (   F =:= F0
    ->  Later = [F0-[J|Js]|Rest]
    ;   F < F0
    ->  Later = [F-[J], F0-Js|Rest]
    ;   Later = [F0-Js|Later1],
        later(Rest, F, J, Later1)
    ).

%   open_search(+Cur, +F, +Later, +C, +E, -Outcome): the A* after E
%   expansions, Cur the open words of F (the least), Later those of a
%   higher F. Outcome is `found` (the goal's state holds its cost and
%   parent), `none` or limit(E).

open_search([], _, Later, C, E, Outcome) :-
    !,
    (   Later = [F-Cur|Later1]
    ->  open_search(Cur, F, Later1, C, E, Outcome)
    ;   Outcome = none
    ).
open_search([X|Cur], F, Later, C, E, Outcome) :-
    C = c(Adjs, _, _, _, _, T, B, Base, State, Max),
    arg(X, State, V),
    (   V /\ 1 =:= 1                                    % closed: a stale entry
    ->  open_search(Cur, F, Later, C, E, Outcome)
    ;   X =:= T
    ->  Outcome = found
    ;   E >= Max
    ->  Outcome = limit(E)
    ;   V1 is V + 1,
        nb_setarg(X, State, V1),
        E1 is E + 1,
        G is (V >> (B+1)) /\ 0xffffff,
        Value is Base + (X << 1),
        expand_moves(Adjs, X, G, F, Value, C, [], Z, Later, Later1),
        msort(Z, Sorted),                               % the first word first
        append(Sorted, Cur, Cur1),
        open_search(Cur1, F, Later1, C, E1, Outcome)
    ).

%   expand_moves(+Adjs, +X, +G, +F, +Value, +C, +Z0, -Z, +Later0, -Later):
%   relax the successors of X (cost G) by each move's adjacency: Value
%   is the state of a word reached from X at cost 0; Z holds the words
%   reached at f F, Later those of a higher f.

expand_moves([], _, _, _, _, _, Z, Z, Later, Later).
expand_moves([Adj|Adjs], X, G, F, Value, C, Z0, Z, Later0, Later) :-
    arg(X, Adj, Js),
    relax(Js, X, G, F, Value, C, Z0, Z1, Later0, Later1),
    expand_moves(Adjs, X, G, F, Value, C, Z1, Z, Later1, Later).

relax([], _, _, _, _, _, Z, Z, Later, Later).
relax([J|Js], X, G, F, Value, C, Z0, Z, Later0, Later) :-
    C = c(_, Model, Info, Codes, Costs, T, B, Base, State, _),
    (   Model == steps
    ->  G1 is G + 1
    ;   Model == frequency
    ->  arg(J, Costs, SC),
        G1 is G + SC
    ;   arg(X, Codes, Xs),
        arg(J, Codes, Ys),
        distance(Xs, Ys, G, G1)
    ),
    arg(J, State, VJ),
    (   VJ >= Base,
        (   VJ /\ 1 =:= 1
        ;   (VJ >> (B+1)) /\ 0xffffff =< G1
        )
    ->  relax(Js, X, G, F, Value, C, Z0, Z, Later0, Later)      % closed, or reached as cheaply
    ;   V is Value + (G1 << (B+1)),
        nb_setarg(J, State, V),
        (   J =:= T
        ->  H = 0
        ;   arg(J, Codes, Ys1),
            estimate_codes(Info, Ys1, H)
        ),
        F1 is G1 + H,
        (   F1 =:= F
        ->  relax(Js, X, G, F, Value, C, [J|Z0], Z, Later0, Later)
        ;   later(Later0, F1, J, Later1),
            relax(Js, X, G, F, Value, C, Z0, Z, Later1, Later)
        )
    ).

%   path(+I, +B, +State, +Path0, -Path): the numbers from the first
%   word (parent 0) to I by the parents, then Path0.

path(I, B, State, Path0, Path) :-
    arg(I, State, V),
    P is (V >> 1) /\ ((1 << B) - 1),
    (   P =:= 0
    ->  Path = [I|Path0]
    ;   path(P, B, State, [I|Path0], Path)
    ).

%   moves_table(+L, -Table): Table = mt(Gen, N, Words, Index, Codes,
%   Costs), the lexicon's words of L letters numbered 1..N in standard
%   order: Words (number to word), Index (a trie, word to number), the
%   words' Codes and their frequency Costs, made once a length and kept
%   in a global variable under the lexicon's generation (read it, never
%   change it).

moves_table(L, Table) :-
    flag(wordlog_moves_generation, Gen, Gen),
    atom_concat(wordlog_moves_table_, L, Key),
    (   nb_current(Key, Table0),
        arg(1, Table0, Gen)
    ->  Table = Table0
    ;   findall(W, length_word(L, W), Ws0),
        sort(Ws0, Ws),
        length(Ws, N),
        Words =.. [w|Ws],
        trie_new(Index),
        forall(nth1(I, Ws, W), trie_insert(Index, W, I)),
        maplist(atom_codes, Ws, Cs),
        Codes =.. [c|Cs],
        maplist(word_cost, Ws, Ks),
        Costs =.. [k|Ks],
        nb_setval(Key, mt(Gen, N, Words, Index, Codes, Costs)),
        nb_getval(Key, Table)
    ).

%   move_adjacency(+L, +Table, +Move, -Adj): Adj holds for each word of
%   Table its successors by Move, as numbers in descending order (so
%   that those queued last, the first word, are taken first); made once
%   a length and move.

move_adjacency(L, Table, Move, Adj) :-
    arg(1, Table, Gen),
    atomic_list_concat([wordlog_moves_adj_, Move, '_', L], Key),
    (   nb_current(Key, a(Gen, Adj0))
    ->  Adj = Adj0
    ;   Table = mt(_, _, Words, Index, _, _),
        functor(Words, _, N),
        numlist(1, N, Is),
        maplist(adjacent(Move, Words, Index), Is, Lists),
        Adj0 =.. [a|Lists],
        nb_setval(Key, a(Gen, Adj0)),
        nb_getval(Key, a(_, Adj))
    ).

adjacent(Move, Words, Index, I, Js) :-
    arg(I, Words, W),
    findall(J, ( step(Move, W, Next), trie_lookup(Index, Next, J) ), Js0),
    sort(0, @>=, Js0, Js).

%   moves_state(+L, +Table, -B, -Stamp, -State): this thread's state
%   array for the words of Table with a new Stamp; B bits hold a parent.
%   Made anew (all 0) for a new table and when the stamps run out.

moves_state(L, Table, B, Stamp, State) :-
    Table = mt(Gen, N, _, _, _, _),
    atom_concat(wordlog_moves_state_, L, Key),
    (   nb_current(Key, St),
        St = st(Gen, B, Stamp0, State),
        Stamp0 < (1 << (61 - 25 - B))
    ->  Stamp is Stamp0 + 1,
        nb_setarg(3, St, Stamp)
    ;   B is msb(N + 1) + 1,
        compound_name_arity(State0, s, N),
        forall(between(1, N, I), nb_setarg(I, State0, 0)),
        Stamp = 1,
        nb_setval(Key, st(Gen, B, 1, State0)),
        nb_getval(Key, st(_, _, _, State))
    ).

%   astar(+Ctx, +Start, +Goal, -Ladder, -Cost): the A* of the other
%   questions (ins, del, added words). The open list is
%   a heap keyed k(F, H, Word) holding G-Word. The words reached are
%   facts of this thread, reached_(Word, G, Parent) and expanded_(Word),
%   hashed on the word and dropped when the search ends, however it ends.

:- thread_local reached_/3, expanded_/1.

astar(Ctx, Start, Goal, Ladder, Cost) :-
    Ctx = ctx(Moves, Model, Added, _, _),
    goal_info(Moves, Model, Added, Goal, Info),
    estimate(Info, Start, H),
    list_to_heap([k(H, H, Start)-(0-Start)], Heap),
    setup_call_cleanup(( forget_search, assertz(reached_(Start, 0, none)) ),
                       search(Heap, 0, Ctx, Info, Goal, Ladder, Cost),
                       forget_search).

forget_search :-
    retractall(reached_(_, _, _)),
    retractall(expanded_(_)).

search(Heap0, N0, Ctx, Info, Goal, Ladder, Cost) :-
    get_from_heap(Heap0, _, G-Word, Heap1),
    (   expanded_(Word)
    ->  search(Heap1, N0, Ctx, Info, Goal, Ladder, Cost)
    ;   Word == Goal
    ->  walk_back(Goal, [], Ladder),
        Cost = G
    ;   arg(5, Ctx, Max),
        Max \== inf,
        N0 >= Max
    ->  Ladder = [],
        Cost = limit(N0)
    ;   assertz(expanded_(Word)),
        N is N0 + 1,
        successors(Ctx, Word, Nexts),
        arg(2, Ctx, Model),
        relax_all(Nexts, Model, Info, Word, G, Heap1, Heap),
        search(Heap, N, Ctx, Info, Goal, Ladder, Cost)
    ).

relax_all([], _, _, _, _, Heap, Heap).
relax_all([Next|Nexts], Model, Info, Word, G, Heap0, Heap) :-
    (   expanded_(Next)
    ->  Heap1 = Heap0
    ;   step_cost(Model, Word, Next, C),
        G1 is G + C,
        (   reached_(Next, G0, _)
        ->  (   G0 =< G1
            ->  Heap1 = Heap0
            ;   retract(reached_(Next, G0, _)),
                assertz(reached_(Next, G1, Word)),
                push(Info, Next, G1, Heap0, Heap1)
            )
        ;   assertz(reached_(Next, G1, Word)),
            push(Info, Next, G1, Heap0, Heap1)
        )
    ),
    relax_all(Nexts, Model, Info, Word, G, Heap1, Heap).

push(Info, Next, G, Heap0, Heap) :-
    estimate(Info, Next, H),
    F is G + H,
    add_to_heap(Heap0, k(F, H, Next), G-Next, Heap).

walk_back(Word, Ladder0, Ladder) :-
    reached_(Word, _, Parent),
    (   Parent == none
    ->  Ladder = [Word|Ladder0]
    ;   walk_back(Parent, [Word|Ladder0], Ladder)
    ).

%   successors(+Ctx, +Word, -Nexts): the words one of the moves from
%   Word, added words included and avoided ones left out, sorted.

successors(ctx([sub], _, [], [], _), Word, Nexts) :-
    !,
    neighbours(Word, Nexts0),
    sort(Nexts0, Nexts).
successors(ctx(Moves, _, Added, Avoided, _), Word, Nexts) :-
    findall(Next, ( member(M, Moves), step(M, Word, Next) ), Found),
    findall(Next, ( member(Next, Added), member(M, Moves), related(M, Word, Next) ), Extra),
    append(Found, Extra, All),
    sort(All, Nexts0),
    (   Avoided == []
    ->  Nexts = Nexts0
    ;   ord_subtract(Nexts0, Avoided, Nexts)
    ).


                 /*******************************
                 *      ENTRY FOR A PROGRAM     *
                 *******************************/

%!  ladder_moves_answer(+Start, +Goal, +Moves, +Model, +Add, +Avoid,
%!                      +Via, -Answer) is det.
%
%   ladder_moves/5 as one question of a program (wordlog's Python side,
%   through bridge_call/4): Via is `[]` or `[Word]`; Answer is
%   `[Ladder, Cost]`, or `[]` when there is no ladder.

ladder_moves_answer(Start, Goal, Moves, Model, Add, Avoid, Via, Answer) :-
    (   Via = [Word]
    ->  Options = [moves(Moves), cost(Model), add(Add), avoid(Avoid), via(Word)]
    ;   Options = [moves(Moves), cost(Model), add(Add), avoid(Avoid)]
    ),
    (   ladder_moves(Start, Goal, Options, Ladder, Cost)
    ->  Answer = [Ladder, Cost]
    ;   Answer = []
    ).
