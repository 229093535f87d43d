:- module(wordlog_graph,
          [ word_graph/2,               % +Length, -Graph
            graph_size/2,               % +Graph, -N
            graph_adjacency/2,          % +Graph, -Adjacency
            graph_state/2,              % +Graph, -State
            word_number/3,              % +Graph, +Word, -I
            number_word/3,              % +Graph, +I, -Word
            component_number/3,         % +Graph, +I, -K
            word_neighbours/3,          % +Graph, +Word, -Numbers
            neighbours/2,               % +Word, -Nexts
            branching/2,                % +Length, -Mean
            count_different/4,          % +Xs, +Ys, +N0, -N
            ensure_components/1,        % +Length
            component_id/2,             % +Word, -Id
            connected/2,                % +Start, +Goal
            isolated/1,                 % ?Word
            component/2,                % +Word, -Members
            components/2,               % +Length, -Components
            isolated_words/2            % +Length, -Words
          ]).
:- use_module(lexicon,
              [ length_word/2, lexicon_length/1, lexicon_word/1,
                query_word/2, ensure_length/1
              ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(pairs)).

:- set_prolog_flag(optimise, true).     % this file only: inline arithmetic

/** <module> The word graph: numbered words, adjacency, components

The lexicon words of one length are the vertices of a graph whose edges
join words one letter apart, built from *wildcard buckets*: the words
that agree everywhere but at one position are pairwise neighbours.
word_graph/2 gives it as one term of arrays (compound terms, read with
arg/3 in constant time), read through accessors: the words numbered in
standard order (number_word/3, word_number/3), each word's neighbours
(graph_adjacency/2, word_neighbours/3), its component (component_number/3)
and the search state of search.pl (graph_state/2).

A graph is built whole, then published in one step (nb_setval/2, a
global variable of the thread) under the lexicon's generation, so a
build cut short by a limit leaves none, and another lexicon's is never
used. Two words have a ladder exactly when they lie in one *connected
component*, so the components answer "is there a ladder?" without a
search; a word outside the lexicon starts one through a neighbour.
*/

:- multifile wordlog_lexicon:lexicon_changed/0.        % a new generation

wordlog_lexicon:lexicon_changed :-
    flag(wordlog_lexicon_generation, G, G + 1).

%!  word_graph(+Length, -Graph) is det.
%
%   Graph is the word graph of the lexicon words of Length letters,
%   built on first use and kept: read it through this file's accessors.

word_graph(L, Graph) :-
    integer(L),
    flag(wordlog_lexicon_generation, Gen, Gen),
    graph_key(L, Key),
    nb_current(Key, Graph0),
    arg(1, Graph0, Gen),
    !,
    Graph = Graph0.
word_graph(L, Graph) :-
    must_be(nonneg, L),
    flag(wordlog_lexicon_generation, Gen, Gen),
    build_graph(L, Gen, Graph0),
    graph_key(L, Key),
    nb_setval(Key, Graph0),             % the one step that publishes it
    nb_getval(Key, Graph).

:- dynamic key_/2.

graph_key(L, Key) :-
    key_(L, Key0),
    !,
    Key = Key0.
graph_key(L, Key) :-
    atom_concat(wordlog_graph_, L, Key),
    assertz(key_(L, Key)).

build_graph(L, Gen, graph(Gen, N, Words, Adjacency, Alphabet, Components, State, Index)) :-
    ensure_length(L),
    findall(Word, length_word(L, Word), Ws0),
    msort(Ws0, Ws),
    length(Ws, N),
    compound_name_arguments(Words, w, Ws),
    adjacency(Ws, L, N, Lists),
    compound_name_arguments(Adjacency, a, Lists),
    findall(C, ( member(Word, Ws), atom_codes(Word, Cs), member(C, Cs) ), Cs0),
    sort(Cs0, Alphabet),
    functor(Components, k, N),
    label(1, N, Adjacency, Components),
    length(Zeros, N),
    maplist(=(0), Zeros),
    compound_name_arguments(Start, s, Zeros),
    compound_name_arguments(Goal, s, Zeros),
    State = state(0, Start, Goal),
    trie_new(Index),
    foldl(index_word(Index), Ws, 1, _).

index_word(Index, W, I, I1) :-
    trie_insert(Index, W, I),
    I1 is I + 1.

%!  graph_size(+Graph, -N) is det.
%!  graph_adjacency(+Graph, -Adjacency) is det.
%!  graph_state(+Graph, -State) is det.
%
%   N is the number of words of Graph; argument I of Adjacency lists the
%   numbers of word I's neighbours in the reverse of word_neighbours/3's
%   order; State = state(Stamp, Start, Goal), this thread's search state
%   (search.pl): an array of integers for each end of a search.

graph_size(Graph, N) :-
    arg(2, Graph, N).

graph_adjacency(Graph, Adjacency) :-
    arg(4, Graph, Adjacency).

graph_state(Graph, State) :-
    arg(7, Graph, State).

%!  word_number(+Graph, +Word, -I) is semidet.
%!  number_word(+Graph, +I, -Word) is det.
%!  component_number(+Graph, +I, -K) is det.
%
%   I is the number of Word in Graph (word_number/3 fails for a word
%   outside it); K is the number of the first word of I's component.

word_number(Graph, Word, I) :-
    arg(8, Graph, Index),
    trie_lookup(Index, Word, I).

number_word(Graph, I, Word) :-
    arg(3, Graph, Words),
    arg(I, Words, Word).

component_number(Graph, I, K) :-
    arg(6, Graph, Components),
    arg(I, Components, K).

%   adjacency(+Words, +L, +N, -Lists): each word's neighbours: the edges
%   I-J of the buckets (the words alike but at one position) of position
%   0, 1, ..., kept in that order by a stable keysort on I, reversed.

adjacency([], _, _, []) :-
    !.                                  % a length no word has may be huge
adjacency(Ws, L, N, Lists) :-
    foldl(numbered, Ws, Numbered, 1, _),
    Last is L - 1,
    findall(I-J, ( between(0, Last, P),
                   maplist(bucket_key(P), Numbered, Keyed),
                   msort(Keyed, Sorted),
                   group_pairs_by_key(Sorted, Buckets),
                   member(_-[I0|Is0], Buckets),
                   Is0 \== [],
                   member(I, [I0|Is0]),
                   member(J, [I0|Is0]),
                   I =\= J ),
            Edges),
    keysort(Edges, SortedEdges),
    neighbour_lists(1, N, SortedEdges, Lists).

numbered(W, W-I, I, I1) :-
    I1 is I + 1.

bucket_key(P, Word-I, (Before-After)-I) :-
    sub_string(Word, 0, P, _, Before),
    P1 is P + 1,
    sub_string(Word, P1, _, 0, After).

neighbour_lists(I, N, _, []) :-
    I > N,
    !.
neighbour_lists(I, N, Edges0, [Js|Lists]) :-
    edges_of(Edges0, I, Js0, Edges),
    reverse(Js0, Js),
    I1 is I + 1,
    neighbour_lists(I1, N, Edges, Lists).

edges_of([I0-J|Edges0], I, [J|Js], Edges) :-
    I0 =:= I,
    !,
    edges_of(Edges0, I, Js, Edges).
edges_of(Edges, _, [], Edges).

%   label(+I, +N, +Adjacency, +Components): label words I..N with their
%   component's first word, flooding it from each word unlabelled yet.

label(I, N, _, _) :-
    I > N,
    !.
label(I, N, Adjacency, Components) :-
    arg(I, Components, K),
    (   var(K)
    ->  K = I,
        flood([I], I, Adjacency, Components)
    ;   true
    ),
    I1 is I + 1,
    label(I1, N, Adjacency, Components).

flood([], _, _, _).
flood([I|Todo], Id, Adjacency, Components) :-
    arg(I, Adjacency, Js),
    foldl(unlabelled(Id, Components), Js, Todo, Todo1),
    flood(Todo1, Id, Adjacency, Components).

unlabelled(Id, Components, J, Todo0, Todo) :-
    arg(J, Components, K),
    (   var(K)
    ->  K = Id,
        Todo = [J|Todo0]
    ;   Todo = Todo0
    ).


                 /*******************************
                 *          NEIGHBOURS          *
                 *******************************/

%!  word_neighbours(+Graph, +Word, -Numbers:list) is det.
%
%   Numbers are the words of Graph one letter from Word (in it or not),
%   position by position, ascending within a position.

word_neighbours(Graph, Word, Numbers) :-
    (   word_number(Graph, Word, I)
    ->  graph_adjacency(Graph, Adjacency),
        arg(I, Adjacency, Reversed),
        reverse(Reversed, Numbers)
    ;   arg(5, Graph, Alphabet),
        atom_codes(Word, Cs),
        findall(J, ( append(Before, [C|After], Cs),
                     member(D, Alphabet),
                     D =\= C,
                     append(Before, [D|After], Ds),
                     atom_codes(Next, Ds),
                     word_number(Graph, Next, J)
                   ),
                Numbers)
    ).

%!  neighbours(+Word, -Nexts:list) is det.
%
%   Nexts are the lexicon words one letter from Word, in or out of the
%   lexicon: first letter changed first, alphabetically within one.
%
%   ==
%   ?- neighbours(spur, Nexts).         % default lexicon
%   Nexts = [slur, sour, spar, spud, spun].
%   ==
%
%   @error type_error(atom, Word); instantiation_error.

neighbours(Word, Nexts) :-
    must_be(atom, Word),
    atom_length(Word, L),
    word_graph(L, Graph),
    word_neighbours(Graph, Word, Numbers),
    maplist(number_word(Graph), Numbers, Nexts).

%!  branching(+Length, -Mean:number) is det.
%
%   Mean is the mean number of neighbours of the lexicon words of Length
%   letters (0 when there are none).
%
%   ==
%   ?- branching(3, B).                % default lexicon
%   B = 12.1...
%   ==

branching(L, Mean) :-
    must_be(nonneg, L),
    word_graph(L, Graph),
    graph_size(Graph, N),
    (   N =:= 0
    ->  Mean = 0
    ;   graph_adjacency(Graph, Adjacency),
        Adjacency =.. [_|Lists],
        foldl(add_length, Lists, 0, Sum),
        Mean is Sum / N
    ).

add_length(List, Sum0, Sum) :-
    length(List, N),
    Sum is Sum0 + N.

%!  count_different(+Xs:list, +Ys:list, +N0, -N) is det.
%
%   N - N0 is the number of positions at which Xs and Ys differ, the
%   elements beyond the shorter list included: the letters to change.

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


                 /*******************************
                 *          COMPONENTS          *
                 *******************************/

%!  ensure_components(+Length) is det.
%
%   Build the word graph of Length letters, components included.

ensure_components(L) :-
    word_graph(L, _).

%!  component_id(+Word, -Id) is semidet.
%
%   Id is the first word of the component of Word, a lexicon word.

component_id(Word, Id) :-
    atom_length(Word, L),
    word_graph(L, Graph),
    word_number(Graph, Word, I),
    component_number(Graph, I, K),
    number_word(Graph, K, Id).

%!  connected(+Start, +Goal) is semidet.
%
%   A ladder leads from Start to Goal: Goal is a lexicon word of Start's
%   length, Start a word of its component or a neighbour of one.

connected(Start, Goal) :-
    atom_length(Start, L),
    atom_length(Goal, L),
    word_graph(L, Graph),
    word_number(Graph, Goal, T),
    component_number(Graph, T, K),
    (   word_number(Graph, Start, S)
    ->  component_number(Graph, S, K)
    ;   word_neighbours(Graph, Start, Js),
        member(J, Js),
        component_number(Graph, J, K)
    ->  true
    ).

%!  component(+Word, -Members:list) is semidet.
%!  components(+Length, -Components:list(list)) is det.
%
%   Members are the words of the component of Word (read by
%   query_word/2), sorted; fails for a word outside the lexicon.
%   Components are those of Length letters, sorted by their first word.

component(Text, Members) :-
    query_word(Text, Word),
    atom_length(Word, L),
    word_graph(L, Graph),
    word_number(Graph, Word, I),
    component_number(Graph, I, K),
    graph_size(Graph, N),
    findall(M, ( between(K, N, J),
                 component_number(Graph, J, K),
                 number_word(Graph, J, M)
               ),
            Members).

components(L, Components) :-
    must_be(nonneg, L),
    word_graph(L, Graph),
    graph_size(Graph, N),
    findall(K-Word, ( between(1, N, J),
                      component_number(Graph, J, K),
                      number_word(Graph, J, Word)
                    ),
            Pairs),
    keysort(Pairs, Sorted),
    group_pairs_by_key(Sorted, Groups),
    pairs_values(Groups, Components).

%!  isolated(?Word) is nondet.
%
%   Word is a lexicon word with no neighbour; bound, it is read by
%   query_word/2; unbound, enumerated by length, then alphabetically.

isolated(Text) :-
    nonvar(Text),
    !,
    query_word(Text, Word),
    lexicon_word(Word),
    atom_length(Word, L),
    word_graph(L, Graph),
    word_number(Graph, Word, I),
    graph_adjacency(Graph, Adjacency),
    arg(I, Adjacency, []).
isolated(Word) :-
    lexicon_length(L),
    word_graph(L, Graph),
    graph_size(Graph, N),
    graph_adjacency(Graph, Adjacency),
    between(1, N, I),
    arg(I, Adjacency, []),
    number_word(Graph, I, Word).


                 /*******************************
                 *      ENTRY FOR A PROGRAM     *
                 *******************************/

%   One predicate a question, its answer plain data (lists, atoms,
%   numbers) in its last argument: what wordlog's Python side calls,
%   one call a question, through bridge_call/4 (bridge.pl), which hands
%   over words its own rule admitted (trusting_words/1).

%!  isolated_words(+Length, -Words:list) is det.
%
%   Words are the isolated words (isolated/1) of Length letters, sorted,
%   or, for Length `all`, of every length, by length and then
%   alphabetically.

isolated_words(all, Words) :-
    !,
    findall(Word, isolated(Word), Words).
isolated_words(L, Words) :-
    findall(Word, ( length_word(L, Word), isolated(Word) ), Words0),
    msort(Words0, Words).
