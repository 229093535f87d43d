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
:- use_module(graph,
              [ neighbours/2, count_different/4, word_graph/2, word_number/3,
                number_word/3, graph_adjacency/2, graph_size/2
              ]).
:- use_module(search, [new_search/2]).
:- use_module(library(aggregate)).
:- use_module(library(apply)).
:- use_module(library(error)).
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

No move scans the lexicon. `sub` reads the word graph (graph.pl);
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

ladder_moves/5 finds a cheapest ladder by A* over numbered words, with
the heuristic of moves_heuristic/5, which is consistent for every moves
and cost model (see there), so no word is expanded twice and the first
ladder to reach the goal is a cheapest. Options add words for one
question, forbid some, or require one: add(Words), avoid(Words),
via(Word) (see ladder_moves/5).

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
    anagram_built_/1,                   % anagram_built_(L): anagram_key_/2 holds length L
    min_cost_/2.                        % min_cost_(L, C): the least frequency cost of length L

:- multifile wordlog_lexicon:lexicon_changed/0.

wordlog_lexicon:lexicon_changed :-
    flag(wordlog_moves_generation, G, G + 1),
    retractall(wordlog_moves:min_cost_(_, _)),
    retractall(wordlog_moves:del_key_(_, _)),
    retractall(wordlog_moves:del_built_(_)),
    retractall(wordlog_moves:anagram_key_(_, _)),
    retractall(wordlog_moves:anagram_built_(_)).

%!  move_name(?Move) is nondet.
%!  cost_model(?Model) is nondet.
%
%   Move is one of the five moves, in the order they are listed; Model
%   a cost model: `steps`, `alphabet` or `frequency`.

move_name(sub).
move_name(ins).
move_name(del).
move_name(swap).
move_name(anagram).

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
    neighbours(Word, Nexts),
    member(Next, Nexts).
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
%   when there is no ladder. Ctx = ctx(Moves, Model, Added, Avoided, Max).

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
    ->  space(Ctx, Start, Goal, Space),
        astar(Space, Ctx, Start, Goal, Ladder, Cost)
    ).


                 /*******************************
                 *     THE A* OVER NUMBERED WORDS    *
                 *******************************/

%   A question's words are numbered, its *space*: with moves among sub,
%   swap and anagram and no word added, the words of its length as the
%   word graph numbers them (graph.pl), each move's successors a list
%   of numbers made once a length; otherwise the words the search
%   reaches, numbered as it reaches them, their successors found when
%   they are expanded. Space = space(Kind, Codes, Costs, State, Base):
%   arrays of each word's codes, frequency cost and search state, the
%   layout of search.pl (a word's cost so far in its Goal field, its
%   parent's link in its Start field, Flag set once it is expanded),
%   Base the least integer of a word the search has reached.

space(ctx(Moves, _, [], Avoided, _), _, Goal, Space) :-
    \+ memberchk(ins, Moves),
    \+ memberchk(del, Moves),
    !,
    atom_length(Goal, L),
    word_graph(L, Graph),
    new_search(Graph, s(_, State, Base, _)),
    length_table(L, Table),
    Table = t(Codes, Costs),
    maplist(move_adjacency(L, Graph), Moves, Adjs),
    Closed is Base + 1,
    forall(( member(A, Avoided), word_number(Graph, A, J) ),
           nb_setarg(J, State, Closed)),
    Space = space(table(Graph, Adjs), Codes, Costs, State, Base).
space(_, _, _, space(words(Index, 0, Words), c, k, s, Base)) :-
    Base is 1 << 49,
    trie_new(Index),
    Words = w.

%   length_table(+L, -Table): t(Codes, Costs), the codes and the
%   frequency costs of the lexicon's words of L letters, in standard
%   order, made once a length and lexicon.

length_table(L, Table) :-
    flag(wordlog_moves_generation, Gen, Gen),
    atom_concat(wordlog_moves_table_, L, Key),
    (   nb_current(Key, g(Gen, Table0))
    ->  Table = Table0
    ;   findall(W, length_word(L, W), Ws),
        maplist(atom_codes, Ws, Cs),
        maplist(word_cost, Ws, Ks),
        Codes =.. [c|Cs],
        Costs =.. [k|Ks],
        nb_setval(Key, g(Gen, t(Codes, Costs))),
        nb_getval(Key, g(_, Table))
    ).

%   move_adjacency(+L, +Graph, +Move, -Adj): Adj holds for each word of
%   Graph its successors by Move, as numbers in descending order (those
%   queued last, the first word, are taken first); made once a length
%   and move.

move_adjacency(L, Graph, Move, Adj) :-
    flag(wordlog_moves_generation, Gen, Gen),
    atomic_list_concat([wordlog_moves_adj_, Move, '_', L], Key),
    (   nb_current(Key, g(Gen, Adj0))
    ->  Adj = Adj0
    ;   graph_size(Graph, N),
        findall(Js, ( between(1, N, I),
                      successor_numbers(Move, Graph, I, Js0),
                      sort(0, @>=, Js0, Js) ),
                Lists),
        Adj0 =.. [a|Lists],
        nb_setval(Key, g(Gen, Adj0)),
        nb_getval(Key, g(_, Adj))
    ).

successor_numbers(sub, Graph, I, Js) :-
    !,
    graph_adjacency(Graph, Adjacency),
    arg(I, Adjacency, Js).
successor_numbers(Move, Graph, I, Js) :-
    number_word(Graph, I, W),
    findall(J, ( step(Move, W, Next), word_number(Graph, Next, J) ), Js).

%   number(+Space, +Word, -J): J is Word's number in a space of kind
%   words, given it (its codes, cost and state 0) when it has none: the
%   arrays double when they are full.

number(Space, Word, J) :-
    arg(1, Space, Kind),
    Kind = words(Index, N, _),
    (   trie_lookup(Index, Word, J0)
    ->  J = J0
    ;   J is N + 1,
        trie_insert(Index, Word, J),
        nb_setarg(2, Kind, J),
        arg(3, Kind, Words0),
        (   functor(Words0, _, Size),
            J =< Size
        ->  true
        ;   Size1 is max(64, 2 * J),
            grow(3, Kind, Size1),
            grow(2, Space, Size1),
            grow(3, Space, Size1),
            grow(4, Space, Size1)
        ),
        arg(3, Kind, Words), arg(J, Words, Word),
        atom_codes(Word, Codes), arg(2, Space, Cs), arg(J, Cs, Codes),
        word_cost(Word, Cost), arg(3, Space, Ks), arg(J, Ks, Cost),
        arg(4, Space, State), arg(J, State, 0)
    ).

grow(A, Term, Size) :-
    arg(A, Term, Array0),
    Array0 =.. [Name|Args0],
    length(Args, Size),
    append(Args0, _, Args),
    Array =.. [Name|Args],
    setarg(A, Term, Array).

%   astar(+Space, +Ctx, +Start, +Goal, -Ladder, -Cost): the A*. The open
%   list is a *bucket queue* by F = G + H (Dial's): step costs are
%   positive integers and the estimate is consistent, so F never falls;
%   the words of the current F are a list, those of a higher F a list
%   of F-Words pairs, ascending. Among words of one F the last found is
%   taken first, the successors of one word by number; the goal is
%   recognised when it is taken. A start outside a table space is not
%   numbered: its successors stand at G their step cost, parent 0.

astar(Space, Ctx, Start, Goal, Ladder, Cost) :-
    Ctx = ctx(Moves, Model, Added, _, Max0),
    goal_info(Moves, Model, Added, Goal, Info),
    (   Max0 == inf
    ->  Max = 0x7fffffffffffff
    ;   Max = Max0
    ),
    space_number(Space, Goal, T),
    C = c(Space, Ctx, Info, T, Max),
    Space = space(_, _, _, _, Base),
    Root is Base + (1 << 25),                           % parent 0, cost 0
    (   space_number(Space, Start, S)
    ->  arg(4, Space, State),
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
        path(T, State1, Base, [], Numbers),
        maplist(space_word(Space), Numbers, Words),
        append(Before, Words, Ladder),
        arg(T, State1, V),
        Cost is (V >> 1) /\ 0xffffff
    ;   Outcome = limit(E),
        Ladder = [],
        Cost = limit(E)
    ).

%   space_number(+Space, +Word, -J): J is Word's number; fails for a
%   word outside a table space.

space_number(Space, Word, J) :-
    arg(1, Space, Kind),
    (   Kind = table(Graph, _)
    ->  word_number(Graph, Word, J)
    ;   number(Space, Word, J)
    ).

space_word(Space, J, Word) :-
    arg(1, Space, Kind),
    (   Kind = table(Graph, _)
    ->  number_word(Graph, J, Word)
    ;   arg(3, Kind, Words),
        arg(J, Words, Word)
    ).

seed(Start, C, Next, Later0, Later) :-
    C = c(Space, ctx(_, Model, _, _, _), Info, T, _),
    Space = space(table(Graph, _), _, _, State, Base),
    word_number(Graph, Next, J),
    step_cost(Model, Start, Next, G),
    V is Base + (1 << 25) + (G << 1),
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
    arg(4, Space, State0),
    arg(X, State0, V),
    (   V /\ 1 =:= 1                                    % closed: a stale entry
    ->  open_search(Cur, F, Later, C, E, Outcome)
    ;   X =:= T
    ->  Outcome = found
    ;   E >= Max
    ->  Outcome = limit(E)
    ;   V1 is V + 1,
        nb_setarg(X, State0, V1),
        E1 is E + 1,
        successor_lists(Space, Ctx, X, Lists),
        Space = space(_, Codes, Costs, State, Base),
        arg(X, Codes, XCodes),
        G is (V >> 1) /\ 0xffffff,
        Value is Base + ((X + 1) << 25),
        arg(2, Ctx, Model),
        R = r(Model, Info, Codes, Costs, State, Base, T),
        relax_lists(Lists, p(G, F, Value, XCodes), R, [], Z, Later, Later1),
        msort(Z, Sorted),                               % the first word first
        append(Sorted, Cur, Cur1),
        open_search(Cur1, F, Later1, C, E1, Outcome)
    ).

%   successor_lists(+Space, +Ctx, +X, -Lists): lists of the numbers of
%   the successors of X (one a move, or one), which may number new
%   words (the space's arrays are then new).

successor_lists(space(table(_, Adjs), _, _, _, _), _, X, Lists) :-
    !,
    adjacent(Adjs, X, Lists).
successor_lists(Space, Ctx, X, [Js]) :-
    space_word(Space, X, Word),
    successors(Ctx, Word, Nexts),
    maplist(number(Space), Nexts, Js).

adjacent([], _, []).
adjacent([Adj|Adjs], X, [Js|Lists]) :-
    arg(X, Adj, Js),
    adjacent(Adjs, X, Lists).

relax_lists([], _, _, Z, Z, Later, Later).
relax_lists([Js|Lists], P, R, Z0, Z, Later0, Later) :-
    relax(Js, P, R, Z0, Z1, Later0, Later1),
    relax_lists(Lists, P, R, Z1, Z, Later1, Later).

%   relax(+Js, +P, +R, +Z0, -Z, +Later0, -Later): relax the successors Js
%   of the word expanded, P = p(G, F, Value, XCodes) (its cost, the F
%   expanded, the state of a word reached from it at cost 0, its codes):
%   Z holds the words reached at F, Later those of a higher F.

relax([], _, _, Z, Z, Later, Later).
relax([J|Js], P, R, Z0, Z, Later0, Later) :-
    P = p(G, F, Value, XCodes),
    R = r(Model, Info, Codes, Costs, State, Base, T),
    (   Model == steps
    ->  G1 is G + 1
    ;   Model == frequency
    ->  arg(J, Costs, SC),
        G1 is G + SC
    ;   arg(J, Codes, Ys),
        (   distance(XCodes, Ys, G, G1)
        ->  true
        ;   G1 is G + 1                                 % an insertion or deletion
        )
    ),
    arg(J, State, VJ),
    (   VJ >= Base,                                     % reached in this search
        (   VJ /\ 1 =:= 1
        ;   (VJ >> 1) /\ 0xffffff =< G1
        )
    ->  relax(Js, P, R, Z0, Z, Later0, Later)           % closed, or reached as cheaply
    ;   V is Value + (G1 << 1),
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

%   path(+I, +State, +Base, +Path0, -Path): the numbers from the first
%   word (parent 0) to I by the parents, then Path0.

path(I, State, Base, Path0, Path) :-
    arg(I, State, V),
    P is ((V - Base) >> 25) - 1,
    (   P =:= 0
    ->  Path = [I|Path0]
    ;   path(P, State, Base, [I|Path0], Path)
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
