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
join words one letter apart. word_graph/2 gives the graph of a length as
one term of arrays (compound terms, read with arg/3 in constant time),
read through the accessors below:

  - the words, numbered 1..N in standard order (number_word/3), and a
    trie from each word to its number (word_number/3);
  - the adjacency (graph_adjacency/2): an array whose argument I is the
    list of the numbers of the words one letter from word I, position
    by position (last letter changed first), descending within a
    position: the reverse of the order of s/3 (word_neighbours/3 gives
    that order);
  - the letters the words use, to try at each position of a word
    outside the lexicon (word_neighbours/3);
  - the components (component_number/3): for each word, the number of
    the alphabetically first word of its component;
  - the search state (graph_state/2) of the searches of search.pl,
    one integer a word, changed in place by the searches of a thread.

The graph is built from *wildcard buckets*, one position at a time: the
words that agree everywhere but at position P are pairwise neighbours.
It is built completely, then published in one step (nb_setval/2, a
global variable of the thread) under the lexicon's generation, so a
build cut short by a time or inference limit leaves no table, and a
table of another lexicon is never used: changing the lexicon
(wordlog_lexicon:lexicon_changed/0) starts a new generation.

A ladder exists between two words exactly when they lie in the same
*connected component*, so the components answer "is there a ladder?"
without any search. A word outside the lexicon is not a vertex, but a
ladder may start from it: its first step enters the component of one of
its neighbours (connected/2).
*/

%   generation_(-G): the lexicon's generation, a flag (flag/3: shared by
%   the threads, and changed in one step, which no limit can cut short).

generation_(G) :-
    flag(wordlog_lexicon_generation, G, G).

:- multifile wordlog_lexicon:lexicon_changed/0.

wordlog_lexicon:lexicon_changed :-
    flag(wordlog_lexicon_generation, G, G + 1).

%!  word_graph(+Length, -Graph) is det.
%
%   Graph is the word graph of the lexicon words of Length letters (see
%   the module header), built on first use and kept. Graph lives in a
%   global variable: read it, never change it but through graph_state/2.

word_graph(L, Graph) :-
    integer(L),
    generation_(Gen),
    graph_key(L, Key),
    nb_current(Key, Graph0),
    arg(1, Graph0, Gen),
    !,
    Graph = Graph0.
word_graph(L, Graph) :-
    must_be(nonneg, L),
    generation_(Gen),
    build_graph(L, Gen, Graph0),
    graph_key(L, Key),
    nb_setval(Key, Graph0),             % the one step that publishes it
    nb_getval(Key, Graph).

%   graph_key(+L, -Key): the name of the global variable of the graph
%   of length L (made once a length).

:- dynamic key_/2.

graph_key(L, Key) :-
    key_(L, Key0),
    !,
    Key = Key0.
graph_key(L, Key) :-
    atom_concat(wordlog_graph_, L, Key),
    assertz(key_(L, Key)).

%   The graph term, read only by the accessors of this file.

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
    label_components(Adjacency, N, Components),
    length(Zeros, N),
    maplist(=(0), Zeros),
    compound_name_arguments(Array, s, Zeros),
    State = state(0, Array),
    trie_new(Index),
    foldl(index_word(Index), Ws, 1, _).

index_word(Index, W, I, I1) :-
    trie_insert(Index, W, I),
    I1 is I + 1.

%!  graph_size(+Graph, -N) is det.
%!  graph_adjacency(+Graph, -Adjacency) is det.
%!  graph_state(+Graph, -State) is det.
%
%   N is the number of words of Graph; Adjacency its array of neighbour
%   lists (see the module header); State = state(Stamp, Array), the
%   search state of this thread (search.pl): Array holds an integer a
%   word, 0 when the graph is built.

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
%   outside it); K is the number of the first word of its component.

word_number(Graph, Word, I) :-
    arg(8, Graph, Index),
    trie_lookup(Index, Word, I).

number_word(Graph, I, Word) :-
    arg(3, Graph, Words),
    arg(I, Words, Word).

component_number(Graph, I, K) :-
    arg(6, Graph, Components),
    arg(I, Components, K).

%   adjacency(+Words, +L, +N, -Lists): Lists holds, for each of the N
%   Words of L letters, the list of its neighbours' numbers: the edges
%   of the buckets of position 0, then 1, ..., each edge I-J kept in
%   that order by a stable keysort on I.

adjacency([], _, _, []) :-
    !.                                  % a length no word has may be huge
adjacency(Ws, L, N, Lists) :-
    foldl(numbered, Ws, Numbered, 1, _),
    Last is L - 1,
    numlist(0, Last, Positions),
    foldl(position_edges(Numbered), Positions, Edges, []),
    keysort(Edges, Sorted),
    neighbour_lists(1, N, Sorted, Lists).

numbered(W, W-I, I, I1) :-
    I1 is I + 1.

%   position_edges(+Numbered, +P, -Edges, ?Tail): Edges holds I-J for
%   every two words I and J that differ at position P only, followed by
%   Tail. Their bucket key is the word without its letter at P.

position_edges(Numbered, P, Edges, Tail) :-
    maplist(bucket_key(P), Numbered, Keyed),
    msort(Keyed, Sorted),
    bucket_edges(Sorted, Edges, Tail).

bucket_key(P, Word-I, (Before-After)-I) :-
    sub_string(Word, 0, P, _, Before),
    P1 is P + 1,
    sub_string(Word, P1, _, 0, After).

%   bucket_edges(+Keyed, -Edges, ?Tail): the edges of each run of equal
%   keys (a bucket: a clique), the numbers of a run ascending.

bucket_edges([], Edges, Edges).
bucket_edges([Key-I|Keyed], Edges, Tail) :-
    same_key(Keyed, Key, Is, Rest),
    (   Is == []
    ->  Edges = Edges1
    ;   clique_edges([I|Is], [I|Is], Edges, Edges1)
    ),
    bucket_edges(Rest, Edges1, Tail).

same_key([Key0-I|Keyed], Key, [I|Is], Rest) :-
    Key0 == Key,
    !,
    same_key(Keyed, Key, Is, Rest).
same_key(Rest, _, [], Rest).

clique_edges([], _, Edges, Edges).
clique_edges([I|Is], All, Edges, Tail) :-
    clique_edges_from(All, I, Edges, Edges1),
    clique_edges(Is, All, Edges1, Tail).

clique_edges_from([], _, Edges, Edges).
clique_edges_from([J|Js], I, Edges, Tail) :-
    (   I == J
    ->  Edges = Edges1
    ;   Edges = [I-J|Edges1]
    ),
    clique_edges_from(Js, I, Edges1, Tail).

%   neighbour_lists(+I, +N, +Edges, -Lists): the lists of words I..N,
%   from the keysorted Edges, each from its last to its first: the
%   search (search.pl) queues them in this order, so that it takes the
%   first first.

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


                 /*******************************
                 *          NEIGHBOURS          *
                 *******************************/

%!  word_neighbours(+Graph, +Word, -Numbers:list) is det.
%
%   Numbers are the numbers of the words of Graph one letter from Word,
%   position by position, ascending within a position. Word need not be
%   in the lexicon: then each letter of the length's alphabet is tried
%   at each position.

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
%   Nexts are the lexicon words one letter from Word (which need not be
%   one), read from the word graph of its length: first the first
%   letter changed, alphabetically within a position.
%
%   ==
%   ?- neighbours(spur, Nexts).         % default lexicon
%   Nexts = [slur, sour, spar, spud, spun].
%   ==
%
%   @error instantiation_error if Word is unbound; type_error(atom, Word)
%          if it is not an atom.

neighbours(Word, Nexts) :-
    must_be(atom, Word),
    atom_length(Word, L),
    word_graph(L, Graph),
    word_neighbours(Graph, Word, Numbers),
    maplist(number_word(Graph), Numbers, Nexts).

%!  branching(+Length, -Mean:number) is det.
%
%   Mean is the mean number of neighbours of the lexicon words of Length
%   letters (0 when there are none): the branching factor of their graph.
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


                 /*******************************
                 *          COMPONENTS          *
                 *******************************/

%   label_components(+Adjacency, +N, -Components): Components holds the
%   number of each word's alphabetically first component member: words
%   are labelled in order, each unlabelled one flooding its component.

label_components(Adjacency, N, Components) :-
    functor(Components, k, N),
    label(1, N, Adjacency, Components).

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
    unlabelled(Js, Id, Components, Todo, Todo1),
    flood(Todo1, Id, Adjacency, Components).

unlabelled([], _, _, Todo, Todo).
unlabelled([J|Js], Id, Components, Todo0, Todo) :-
    arg(J, Components, K),
    (   var(K)
    ->  K = Id,
        Todo1 = [J|Todo0]
    ;   Todo1 = Todo0
    ),
    unlabelled(Js, Id, Components, Todo1, Todo).

%!  ensure_components(+Length) is det.
%
%   Make sure the word graph of Length letters, components included,
%   is built (word_graph/2): a question then costs only its search.

ensure_components(L) :-
    word_graph(L, _).

%!  component_id(+Word, -Id) is semidet.
%
%   Id is the alphabetically first word of the component of Word, a
%   lexicon word. Fails for a word outside the lexicon.

component_id(Word, Id) :-
    atom_length(Word, L),
    word_graph(L, Graph),
    word_number(Graph, Word, I),
    component_number(Graph, I, K),
    number_word(Graph, K, Id).

%!  connected(+Start, +Goal) is semidet.
%
%   A ladder leads from Start to Goal: Goal is a lexicon word of the same
%   length, and either Start is a lexicon word of Goal's component or
%   Start (outside the lexicon) has a neighbour in it. Decided from the
%   components, without search. Start and Goal are normalized words.

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
%
%   Members is the sorted list of the words in the component of Word, a
%   lexicon word (fails for other words).
%
%   @error instantiation_error if Word is unbound; type_error(text, T)
%          for one that is not text; domain_error(word, T) for one that
%          is not a word (query_word/2).

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

%!  components(+Length, -Components:list(list)) is det.
%
%   Components is the list of the components of the words of Length
%   letters, each a sorted list of words, ordered by their first word.

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
%   Word is a lexicon word with no neighbour: no lexicon word is one
%   letter away. A bound Word is read first (query_word/2), as
%   component/2 does. With Word unbound, enumerates by length and then
%   alphabetically (for the bundled lexicon this reads every length).
%
%   @error type_error(text, T) for a bound Word that is not text;
%          domain_error(word, T) for one that is not a word (query_word/2).

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
