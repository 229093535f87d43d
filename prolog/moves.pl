:- module(wordlog_moves,
          [ ladder_moves/5,             % +Start, +Goal, +Options, -Ladder, -Cost
            ladder_moves_answer/8       % +Start, +Goal, +Moves, +Model, +Add, +Avoid, +Via, -Answer
          ]).
:- reexport(steps,
            [ step/3, step_cost/4, ladder_cost/3, moves_heuristic/5, move_name/1,
              cost_model/1
            ]).
:- use_module(steps,
              [ related/3, distance/4, word_cost/2, goal_info/5, estimate/3,
                estimate_codes/3
              ]).
:- use_module(lexicon, [lexicon_word/1, length_word/2, query_word/2]).
:- use_module(graph,
              [ word_graph/2, word_number/3, number_word/3, graph_adjacency/2,
                graph_size/2
              ]).
:- use_module(search, [new_search/2]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(ordsets)).

:- set_prolog_flag(optimise, true).     % this file only: inline arithmetic

/** <module> Cheapest ladders by other moves and costs

ladder_moves/5 finds a cheapest ladder by the moves and cost model of
steps.pl, with words added for one question, avoided, or required, by
one A* over numbered words, guided by moves_heuristic/5: consistent for
every moves and model, so no word is expanded twice.

==
?- use_words([cat, coat, cost]), ladder_moves(cat, cost, [moves([sub, ins])], L, C).
L = [cat, coat, cost], C = 2.
?- ladder_moves(sort, kind, [cost(frequency)], L, C).
L = [sort, sore, wore, wire, wine, wind, kind], C = 13.
==
*/

:- multifile wordlog_lexicon:lexicon_changed/0.

wordlog_lexicon:lexicon_changed :-
    flag(wordlog_moves_generation, G, G + 1).

%!  ladder_moves(+Start, +Goal, +Options, -Ladder:list, -Cost) is semidet.
%
%   Ladder is a cheapest ladder from Start to Goal under Options, Cost
%   its cost; fails when there is none. Cost is `limit(N)` and Ladder
%   `[]` when max_expansions(N) words were expanded first. Options:
%
%     - moves(+Moves): a non-empty list of move names (default `[sub]`).
%     - cost(+Model): `steps` (default), `alphabet` or `frequency`.
%     - add(+Words): words that join the lexicon for this question.
%     - avoid(+Words): words no step may reach (a start, goal or via word
%       avoided has no ladder); avoiding wins over adding.
%     - via(+Word): a cheapest ladder Start..Word, then one Word..Goal,
%       searched apart (a word may come twice); Word a lexicon word or
%       an added one.
%     - max_expansions(+Max): expand at most Max words (each half of a
%       via question alike); `inf` (default) for no limit.
%
%   Words are read by query_word/2; the Goal must be a lexicon word or
%   an added one. Words of different lengths have no ladder unless `ins`
%   or `del` is allowed.
%
%   @error domain_error(move, M), domain_error(moves, []),
%          domain_error(cost_model, M), domain_error(moves_option, O),
%          domain_error(word, T).

ladder_moves(StartText, GoalText, Options, Ladder, Cost) :-
    moves_options(Options, Ctx, Via),
    query_word(StartText, Start),
    query_word(GoalText, Goal),
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

%   moves_options(+Options, -Ctx, -Via): the options of ladder_moves/5,
%   checked: Ctx = ctx(Moves, Model, Added, Avoided, Max), Moves, Added
%   and Avoided sorted; Via a word or `none`.

moves_options(Options, ctx(Moves, Model, Added, Avoided, Max), Via) :-
    must_be(list, Options),
    forall(member(O, Options), must_be_moves_option(O)),
    option(moves(Moves0), Options, [sub]),
    must_be(list, Moves0),
    (   Moves0 == []
    ->  domain_error(moves, Moves0)
    ;   forall(member(M, Moves0), must_be_one(move_name, move, M))
    ),
    sort(Moves0, Moves),
    option(cost(Model), Options, steps),
    must_be_one(cost_model, cost_model, Model),
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

must_be_one(Kind, Domain, Value) :-
    must_be(nonvar, Value),
    (   call(Kind, Value)
    ->  true
    ;   domain_error(Domain, Value)
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
    ->  Ladder = [Start],
        Cost = 0
    ;   (   memberchk(ins, Moves)
        ;   memberchk(del, Moves)
        ;   atom_length(Start, L),
            atom_length(Goal, L)
        )
    ->  space(Ctx, Goal, Space),
        astar(Space, Ctx, Start, Goal, Ladder, Cost)
    ).


                 /*******************************
                 *   THE A* OVER NUMBERED WORDS *
                 *******************************/

%   space(+Ctx, +Goal, -Space): the numbers of a question's words: with
%   moves among sub, swap and anagram and no word added, the word
%   graph's of their length (graph.pl),
%   each move's successors a list of numbers made once a length;
%   otherwise the words the search reaches, numbered as it reaches
%   them, their successors found as they are expanded. Space =
%   space(Kind, Codes, Costs, State, Base, B): arrays of each word's
%   codes, frequency cost and search state in the layout of search.pl
%   (its cost so far, its parent's link, Flag once expanded); Base, the
%   least integer of a word reached, and B, the bits of a word's number.

space(ctx(Moves, _, [], Avoided, _), Goal, Space) :-
    \+ memberchk(ins, Moves),
    \+ memberchk(del, Moves),
    !,
    atom_length(Goal, L),
    word_graph(L, Graph),
    new_search(Graph, s(_, State, _, Base, B)),
    cached(wordlog_moves_table_-L, length_table(L), t(Codes, Costs)),
    maplist(move_adjacency(L, Graph), Moves, Adjs),
    Closed is Base + (1 << B),
    forall(( member(A, Avoided), word_number(Graph, A, J) ),
           nb_setarg(J, State, Closed)),
    Space = space(table(Graph, Adjs), Codes, Costs, State, Base, B).
space(_, _, space(words(Index, 0, w), c, k, s, Base, 24)) :-
    Base is 1 << 49,
    trie_new(Index).

%   cached(+Name-Arg, :Make, -Value): Value, made by call(Make, Value)
%   once a lexicon, kept in a global variable.

:- meta_predicate cached(+, 1, -).

cached(Name-Arg, Make, Value) :-
    flag(wordlog_moves_generation, Gen, Gen),
    atomic_list_concat([Name, Arg], Key),
    (   nb_current(Key, Gen-Value0)
    ->  Value = Value0
    ;   call(Make, Value0),
        nb_setval(Key, Gen-Value0),
        nb_getval(Key, _-Value)
    ).

length_table(L, t(Codes, Costs)) :-
    findall(W, length_word(L, W), Ws),
    maplist(atom_codes, Ws, Cs),
    maplist(word_cost, Ws, Ks),
    Codes =.. [c|Cs],
    Costs =.. [k|Ks].

%   move_adjacency(+L, +Graph, +Move, -Adj): argument I of Adj lists word
%   I's successors by Move, numbers descending (queued last, the first
%   word is taken first).

move_adjacency(L, Graph, Move, Adj) :-
    atomic_list_concat([wordlog_moves_adj_, Move, '_'], Name),
    cached(Name-L, adjacency(Move, Graph), Adj).

adjacency(Move, Graph, Adj) :-
    graph_size(Graph, N),
    graph_adjacency(Graph, Adjacency),
    findall(Js, ( between(1, N, I),
                  (   Move == sub
                  ->  arg(I, Adjacency, Js0)
                  ;   number_word(Graph, I, W),
                      findall(J, ( step(Move, W, Next), word_number(Graph, Next, J) ), Js0)
                  ),
                  sort(0, @>=, Js0, Js) ),
            Lists),
    Adj =.. [a|Lists].

%   number(+Space, +Word, -J): J is Word's number in a space of kind
%   words, given to it (its codes, cost, and state 0) when it has none;
%   the arrays double when full.

number(Space, Word, J) :-
    Space = space(Kind, _, _, _, _, _),
    Kind = words(Index, N, Words0),
    (   trie_lookup(Index, Word, J0)
    ->  J = J0
    ;   J is N + 1,
        trie_insert(Index, Word, J),
        nb_setarg(2, Kind, J),
        (   functor(Words0, _, Size),
            J =< Size
        ->  true
        ;   Size1 is max(64, 2 * J),
            maplist(grow(Size1), [3-Kind, 2-Space, 3-Space, 4-Space])
        ),
        atom_codes(Word, Codes),
        word_cost(Word, Cost),
        Space = space(words(_, _, Words), Cs, Ks, State, _, _),
        maplist(arg(J), [Words, Cs, Ks, State], [Word, Codes, Cost, 0])
    ).

grow(Size, A-Term) :-
    arg(A, Term, Array0),
    Array0 =.. [Name|Args0],
    length(Args, Size),
    append(Args0, _, Args),
    Array =.. [Name|Args],
    setarg(A, Term, Array).

space_number(Space, Word, J) :-
    (   arg(1, Space, table(Graph, _))
    ->  word_number(Graph, Word, J)
    ;   number(Space, Word, J)
    ).

space_word(space(Kind, _, _, _, _, _), J, Word) :-
    (   Kind = table(Graph, _)
    ->  number_word(Graph, J, Word)
    ;   Kind = words(_, _, Words),
        arg(J, Words, Word)
    ).

%   astar(+Space, +Ctx, +Start, +Goal, -Ladder, -Cost): the A*. The open
%   list is a *bucket queue* by F = G + H (Dial's: step costs are
%   positive integers and the estimate consistent, so F never falls):
%   the words of the least F a list, the later ones F-Words pairs,
%   ascending. Of one F the last word found is taken first, the
%   successors of one word by number; the goal is recognised when taken.
%   A start outside a table space is not numbered: its successors stand
%   at G their step cost, parent 0.

astar(Space, Ctx, Start, Goal, Ladder, Cost) :-
    Ctx = ctx(Moves, Model, Added, _, Max0),
    goal_info(Moves, Model, Added, Goal, Info),
    (   Max0 == inf
    ->  Max = 0x7fffffffffffff
    ;   Max = Max0
    ),
    space_number(Space, Goal, T),
    C = c(Space, Ctx, Info, T, Max),
    Space = space(_, _, _, State, Base, B),
    (   space_number(Space, Start, S)
    ->  Root is Base + 1,                               % parent 0, cost 0
        nb_setarg(S, State, Root),
        estimate(Info, Start, H0),
        open_search([S], H0, [], C, 0, Outcome),
        Before = []
    ;   successors(Ctx, Start, Nexts),
        foldl(seed(Start, C), Nexts, [], Later),
        open_search([], 0, Later, C, 0, Outcome),
        Before = [Start]
    ),
    (   Outcome == found
    ->  arg(4, Space, State1),
        Mask is (1 << B) - 1,
        path(T, State1, Base, Mask, [], Numbers),
        maplist(space_word(Space), Numbers, Words),
        append(Before, Words, Ladder),
        arg(T, State1, V),
        Cost is (V >> (B + 1)) /\ 0xffffff
    ;   Outcome = limit(E),
        Ladder = [],
        Cost = limit(E)
    ).

seed(Start, C, Next, Later0, Later) :-
    C = c(Space, ctx(_, Model, _, _, _), Info, T, _),
    Space = space(table(Graph, _), _, _, State, Base, B),
    word_number(Graph, Next, J),
    step_cost(Model, Start, Next, G),
    V is Base + (G << (B + 1)) + 1,
    nb_setarg(J, State, V),
    (   J =:= T
    ->  H = 0
    ;   estimate(Info, Next, H)
    ),
    F is G + H,
    later(Later0, F, J, Later).

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
    C = c(Space, Ctx, Info, T, Max),
    Space = space(_, _, _, State0, _, B),
    Flag is 1 << B,
    arg(X, State0, V),
    (   V /\ Flag =\= 0                                 % closed: a stale entry
    ->  open_search(Cur, F, Later, C, E, Outcome)
    ;   X =:= T
    ->  Outcome = found
    ;   E >= Max
    ->  Outcome = limit(E)
    ;   V1 is V + Flag,
        nb_setarg(X, State0, V1),
        E1 is E + 1,
        successors_of(Space, Ctx, X, Js),               % a words space may grow
        Space = space(Kind, Codes, Costs, State, Base, _),
        arg(X, Codes, XCodes),
        Shift is B + 1,
        G is (V >> Shift) /\ 0xffffff,
        Value is Base + X + 1,
        arg(2, Ctx, Model),
        P = p(G, F, Value, XCodes),
        R = r(Model, Info, Codes, Costs, State, Base, T, Shift, Flag),
        (   Kind = table(_, Adjs)
        ->  relax_moves(Adjs, X, P, R, [], Z, Later, Later1)
        ;   relax(Js, P, R, [], Z, Later, Later1)
        ),
        msort(Z, Sorted),                               % the first word first
        append(Sorted, Cur, Cur1),
        open_search(Cur1, F, Later1, C, E1, Outcome)
    ).

%   successors_of(+Space, +Ctx, +X, -Js): X's successors in a space of
%   kind words, numbered, new words given numbers (the arrays then
%   new); in a table space they are the move adjacencies' (relax_moves/8).

successors_of(space(table(_, _), _, _, _, _, _), _, _, []) :-
    !.
successors_of(Space, Ctx, X, Js) :-
    space_word(Space, X, Word),
    successors(Ctx, Word, Nexts),
    maplist(number(Space), Nexts, Js).

relax_moves([], _, _, _, Z, Z, Later, Later).
relax_moves([Adj|Adjs], X, P, R, Z0, Z, Later0, Later) :-
    arg(X, Adj, Js),
    relax(Js, P, R, Z0, Z1, Later0, Later1),
    relax_moves(Adjs, X, P, R, Z1, Z, Later1, Later).

%   relax(+Js, +P, +R, +Z0, -Z, +Later0, -Later): relax the successors Js
%   of the word expanded, P = p(G, F, Value, XCodes): its cost, the F
%   expanded, the state of a word reached from it at cost 0, its codes.
%   Z holds the words reached at F, Later those of a higher F.

relax([], _, _, Z, Z, Later, Later).
relax([J|Js], P, R, Z0, Z, Later0, Later) :-
    P = p(G, F, Value, XCodes),
    R = r(Model, Info, Codes, Costs, State, Base, T, Shift, Flag),
    (   Model == steps
    ->  G1 is G + 1
    ;   Model == frequency
    ->  arg(J, Costs, SC),
        G1 is G + SC
    ;   arg(J, Codes, Ys),
        (   distance(XCodes, Ys, G, G1)
        ->  true
        ;   G1 is G + 1                                 % an insertion or a deletion
        )
    ),
    arg(J, State, VJ),
    (   VJ >= Base,
        (   VJ /\ Flag =\= 0
        ;   (VJ >> Shift) /\ 0xffffff =< G1
        )
    ->  relax(Js, P, R, Z0, Z, Later0, Later)           % closed, or reached as cheaply
    ;   V is Value + (G1 << Shift),
        nb_setarg(J, State, V),
        (   J =:= T
        ->  H = 0
        ;   arg(J, Codes, Ys1),
            estimate_codes(Info, Ys1, H)
        ),
        F1 is G1 + H,
        (   F1 =:= F
        ->  relax(Js, P, R, [J|Z0], Z, Later0, Later)
        ;   later(Later0, F1, J, Later1),
            relax(Js, P, R, Z0, Z, Later1, Later)
        )
    ).

%   path(+I, +State, +Base, +Mask, +Path0, -Path): the numbers from the
%   first word (parent 0) to I by the parents, then Path0.

path(I, State, Base, Mask, Path0, Path) :-
    arg(I, State, V),
    P is ((V - Base) /\ Mask) - 1,
    (   P =:= 0
    ->  Path = [I|Path0]
    ;   path(P, State, Base, Mask, [I|Path0], Path)
    ).

%   successors(+Ctx, +Word, -Nexts): the words one of the moves from
%   Word, added words included and avoided ones left out, sorted.

successors(ctx(Moves, _, Added, Avoided, _), Word, Nexts) :-
    findall(Next, ( member(M, Moves), step(M, Word, Next) ), Found),
    findall(Next, ( member(Next, Added), member(M, Moves), related(M, Word, Next) ), Extra),
    append(Found, Extra, All),
    sort(All, Nexts0),
    ord_subtract(Nexts0, Avoided, Nexts).


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
