:- module(successor,
          [ s/3,                        % +Word, -Next, -Cost
            neighbours/2,               % +Word, -Nexts
            s_scan/3,                   % +Word, -Next, -Cost
            goal_classes/2,             % +Goal, -Classes
            branching/2                 % +Length, -Mean
          ]).
:- use_module(lexicon, [length_word/2, lexicon_word/1]).
:- use_module(buckets,
              [ bucket/2, ensure_buckets/1, pattern/2, letter_code/3,
                letter_fields/3
              ]).
:- use_module(heuristic, [h/3]).
:- use_module(library(error)).
:- use_module(library(lists)).

/** <module> Successors: one step of a word ladder

A step changes one letter, and the new word must be in the lexicon. Each
step costs 1. Two definitions give the same successors:

  - s/3 asks the wildcard buckets: one indexed look-up per letter
    position. This is the one to use.
  - s_scan/3 compares the word letter by letter with every word of its
    length, the way a first Prolog solver does it. It is kept as the
    reference for tests and the baseline for benchmarks.

Both accept a Word outside the lexicon (its neighbours are still lexicon
words), and neither gives Word itself.

The successors of a lexicon word are asked for again and again (by every
search that reaches it, and by the flood fill of graph.pl), so the
first time they are collected from the buckets they are kept, as the
list neighbours/2 gives (neighbours_/2). The list is made from the bucket
facts and nothing else, and is dropped with them when the lexicon
changes. The successors of a word outside the lexicon are collected
each time, so arbitrary queries do not grow the table.

For partial expansion (astar.pl) goal_classes/2 sorts the successors of
a word by what they do to the letters still to change (h/3) on the way
to a goal: class 0 puts the goal's letter where the word has another
(h one less), class 1 changes a wrong letter to another wrong one (h
the same), class 2 changes a right letter (h one more). Class 0 needs no
bucket at all: each wrong letter gives one candidate, the word with the
goal's letter there, and the letter codes of buckets.pl find it by one
indexed look-up of its code. Classes 1 and 2 are the successors at the
positions of wrong and of right letters: the buckets of a word, one per
position, are kept for this as its list of successors is. This is what
the buckets can do and a scan cannot: a scan reads every word of the
length to find even one class.
*/

:- dynamic
    neighbours_/2,                  % neighbours_(Word, Nexts): neighbours/2
    positions_/3,                   % positions_(Word, Code, Positions)
    branching_/2.                   % branching_(Length, Mean): branching/2

%!  s(+Word, -Next, -Cost) is nondet.
%
%   Next is a lexicon word that differs from Word in exactly one letter,
%   and Cost is 1. Successors come position by position (first letter
%   changed first), alphabetically within a position.
%
%   @error instantiation_error if Word is unbound; type_error(atom, Word)
%          if it is not an atom (a word is an atom, as the lexicon
%          holds it: `spur`, not "spur").

s(Word, Next, 1) :-
    neighbours(Word, Nexts),
    member(Next, Nexts).

%!  neighbours(+Word, -Nexts:list) is det.
%
%   Nexts is the list of the solutions Next of s(Word, Next, 1), in the
%   same order: the form astar/6 takes as neighbours(neighbours).
%
%   ==
%   ?- neighbours(spur, Nexts).         % default lexicon
%   Nexts = [slur, sour, spar, spud, spun].
%   ==
%
%   @error instantiation_error if Word is unbound; type_error(atom, Word)
%          if it is not an atom.

neighbours(Word, Nexts) :-
    atom(Word),
    neighbours_(Word, Nexts0),
    !,
    Nexts = Nexts0.
neighbours(Word, Nexts) :-
    must_be(atom, Word),
    atom_length(Word, L),
    ensure_buckets(L),
    findall(Next, bucket_neighbour(Word, Next), Nexts0),
    (   lexicon_word(Word)
    ->  assertz(neighbours_(Word, Nexts0))
    ;   true
    ),
    Nexts = Nexts0.

bucket_neighbour(Word, Next) :-
    pattern(Word, Pattern),
    bucket(Pattern, Next),
    Next \== Word.

lexicon:lexicon_changed :-
    retractall(neighbours_(_, _)),
    retractall(positions_(_, _, _)),
    retractall(branching_(_, _)).

%!  branching(+Length, -Mean:number) is det.
%
%   Mean is the mean number of successors of the lexicon words of
%   Length letters (0 when there are none): the branching factor of
%   their graph. Counted once per length, from the kept neighbours/2
%   lists, and dropped when the lexicon changes.
%
%   ==
%   ?- branching(3, B).                % default lexicon
%   B = 12.2...
%   ==

branching(L, Mean) :-
    integer(L),                         % checked on the way to building
    branching_(L, Mean0),
    !,
    Mean = Mean0.
branching(L, Mean) :-
    must_be(nonneg, L),
    findall(N, ( length_word(L, Word),
                 neighbours(Word, Nexts),
                 length(Nexts, N)
               ),
            Ns),
    length(Ns, Words),
    sum_list(Ns, Sum),
    (   Words =:= 0
    ->  Mean0 = 0
    ;   Mean0 is Sum / Words
    ),
    assertz(branching_(L, Mean0)),
    Mean = Mean0.

%!  s_scan(+Word, -Next, -Cost) is nondet.
%
%   As s/3, by scanning all words of the same length and counting
%   differing letters. Successors come alphabetically.
%
%   @error instantiation_error if Word is unbound; type_error(atom, Word)
%          if it is not an atom.

s_scan(Word, Next, 1) :-
    must_be(atom, Word),
    atom_length(Word, L),
    atom_chars(Word, Chars),
    length_word(L, Next),
    atom_chars(Next, NextChars),
    count_different(Chars, NextChars, 0, 1).

%   count_different(+Xs, +Ys, +N0, -N): N - N0 positions of Xs and Ys
%   hold different elements.

count_different([], [], N, N).
count_different([X|Xs], [Y|Ys], N0, N) :-
    (   X == Y
    ->  N1 = N0
    ;   N1 is N0 + 1
    ),
    count_different(Xs, Ys, N1, N).


                 /*******************************
                 *      CLASSES OF SUCCESSORS   *
                 *******************************/

:- set_prolog_flag(optimise, true).     % from here to the end of this file:
                                        % inline arithmetic (not in s_scan/3)

%!  goal_classes(+Goal, -Classes) is det.
%
%   Classes is a closure for astar/6's classes(Classes), towards Goal:
%   call(Classes, Word, Delta, Nexts, NextDelta) gives the list Nexts of
%   the successors Next of Word (s/3) with h(Goal, Next) = h(Goal, Word)
%   + Delta - 1, for Delta in 0, 1, 2, and NextDelta, a class after
%   Delta (at most 2) that may have successors, or `none`. With edges of
%   cost 1, Delta is how much a step raises f = g + h.
%
%   For a Goal with a letter code (buckets:letter_code/3) the closure
%   holds the code, and a Word with a code of the same length gets its
%   class 0 from codes (above), and classes 1 and 2 from its successors
%   position by position, kept like neighbours/2 (positions_/3); any
%   other Word, and any Word when Goal has no code, gets its classes by
%   h/3 over its neighbours/2. Positions where Word has no successor are
%   passed over, and so are classes without successors (NextDelta skips
%   them).
%
%   ==
%   ?- goal_classes(cog, C), call(C, hit, 0, Nexts, Next).   % lessons' words
%   Nexts = [hot], Next = 1.
%   ==
%
%   @error instantiation_error if Goal is unbound; type_error(atom, Goal)
%          if it is not an atom.

goal_classes(Goal, Classes) :-
    must_be(atom, Goal),
    (   letter_code(Goal, L, Code)
    ->  Classes = successor:coded_classes(Goal, L, Code)
    ;   Classes = successor:h_classes(Goal)
    ).

coded_classes(Goal, L, GoalCode, Word, Delta, Nexts, Next) :-
    (   positions(Word, L, Code, Positions)
    ->  Diff is Code xor GoalCode,
        coded_class(Delta, Positions, Code, Diff, L, Nexts, Next)
    ;   h_classes(Goal, Word, Delta, Nexts, Next)
    ).

%   coded_class(+Delta, +Positions, +Code, +Diff, +L, -Nexts, -Next):
%   Nexts are the successors of class Delta of the word of letter code
%   Code, whose successors position by position are Positions
%   (positions/4), and Next is the next class that has successors, or
%   `none`. Diff is Code xor the goal's code: zero in the field of a
%   position where the word has the goal's letter.

coded_class(0, Positions, Code, Diff, L, Nexts, Next) :-
    fixes(Positions, Diff, Code, L, Nexts, none, Next).
coded_class(1, Positions, Code, Diff, L, Nexts, Next) :-
    wrong_changes(Positions, Diff, Code, L, Nexts, none, Next).
coded_class(2, Positions, _, Diff, _, Nexts, none) :-
    right_changes(Positions, Diff, Nexts).

%   fixes(+Positions, +Diff, +Code, +L, -Nexts, +Next0, -Next): Nexts
%   are the words that put the goal's letter where the word of code Code
%   has another. In a field where Diff is not zero, Code xor Diff has
%   the goal's letter and Code another: a word has that code, or none.
%   Next is 1 if a wrong letter has other changes than its fix, else 2
%   if a right letter has changes, else Next0.

fixes([], _, _, _, [], Next, Next).
fixes([Mask-Changes|Positions], Diff, Code, L, Nexts, Next0, Next) :-
    Field is Diff /\ Mask,
    (   Field =:= 0
    ->  Nexts = Nexts1,
        right_letter_changes(Next0, Next1)
    ;   Fixed is Code xor Field,
        letter_code(Fix, L, Fixed)
    ->  Nexts = [Fix|Nexts1],
        (   Changes = [_, _|_]
        ->  Next1 = 1
        ;   Next1 = Next0
        )
    ;   Nexts = Nexts1,
        Next1 = 1
    ),
    fixes(Positions, Diff, Code, L, Nexts1, Next1, Next).

%   right_letter_changes(+Next0, -Next): a right letter has changes, so
%   class 2 has successors.

right_letter_changes(none, 2) :- !.
right_letter_changes(Next, Next).

%   wrong_changes(+Positions, +Diff, +Code, +L, -Nexts, +Next0, -Next):
%   Nexts are the successors at the positions where the word of code
%   Code has a wrong letter, but not the fix there (the word with the
%   goal's letter). Next is 2 if a right letter has changes, else Next0.

wrong_changes([], _, _, _, [], Next, Next).
wrong_changes([Mask-Changes|Positions], Diff, Code, L, Nexts, Next0, Next) :-
    Field is Diff /\ Mask,
    (   Field =:= 0
    ->  Nexts = Nexts1,
        Next1 = 2
    ;   Fixed is Code xor Field,
        letter_code(Fix, L, Fixed)
    ->  all_but(Changes, Fix, Nexts, Nexts1),
        Next1 = Next0
    ;   append(Changes, Nexts1, Nexts),
        Next1 = Next0
    ),
    wrong_changes(Positions, Diff, Code, L, Nexts1, Next1, Next).

%   right_changes(+Positions, +Diff, -Nexts): Nexts are the successors
%   at the positions where Diff is zero (the letter is right).

right_changes([], _, []).
right_changes([Mask-Changes|Positions], Diff, Nexts) :-
    (   Diff /\ Mask =:= 0
    ->  append(Changes, Nexts1, Nexts)
    ;   Nexts = Nexts1
    ),
    right_changes(Positions, Diff, Nexts1).

%   all_but(+Words, +Word, -Nexts, ?Tail): Nexts is Words without Word,
%   followed by Tail.

all_but([], _, Nexts, Nexts).
all_but([W|Ws], Word, Nexts, Tail) :-
    (   W == Word
    ->  Nexts = Nexts1
    ;   Nexts = [W|Nexts1]
    ),
    all_but(Ws, Word, Nexts1, Tail).

%   positions(+Word, +L, -Code, -Positions) is semidet: Code is the
%   letter code of Word, a lexicon word of L letters (fails for any
%   other word), and Positions holds Mask-Changes for each position
%   where Word has successors, from the first: Changes are the
%   successors with another letter there, alphabetically, and Mask has
%   the bits of the position's field in a letter code set. Kept, like
%   neighbours/2.

positions(Word, _, Code, Positions) :-
    atom(Word),
    positions_(Word, Code0, Positions0),
    !,
    Code = Code0,
    Positions = Positions0.
positions(Word, L, Code, Positions) :-
    atom(Word),
    letter_code(Word, L, Code0),
    letter_fields(L, _, High),
    W is lsb(High) + 1,
    Ones is (1 << W) - 1,
    findall(Pattern, pattern(Word, Pattern), Patterns),
    findall(Mask-Changes,
            ( nth0(I, Patterns, Pattern),
              findall(Next, ( bucket(Pattern, Next), Next \== Word ), Changes),
              Changes \== [],
              Mask is Ones << (I * W)
            ),
            Positions0),
    assertz(positions_(Word, Code0, Positions0)),
    Code = Code0,
    Positions = Positions0.

%   h_classes(+Goal, +Word, +Delta, -Nexts, -Next): the classes of
%   Word's successors by h/3, for a word or goal without letter code.

h_classes(Goal, Word, Delta, Nexts, Next) :-
    h(Goal, Word, H),
    H1 is H + Delta - 1,
    neighbours(Word, All),
    h_is(All, Goal, H1, Nexts),
    next_class(Delta, Next).

next_class(0, 1).
next_class(1, 2).
next_class(2, none).

h_is([], _, _, []).
h_is([Word|Words], Goal, H, Nexts) :-
    (   h(Goal, Word, H)
    ->  Nexts = [Word|Nexts1]
    ;   Nexts = Nexts1
    ),
    h_is(Words, Goal, H, Nexts1).
