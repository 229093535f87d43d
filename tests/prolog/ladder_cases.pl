/*  Helpers shared by the plunit files of the ladder modules (included by
    weaver.plt, successor.plt, heuristic.plt and astar.plt): fixtures, a
    ladder check and the lessons' cases.

    Where the expected values come from:
      - "lesson" cases: the word-ladder lessons the project starts from
        (LeetCode 127 "Word Ladder" and its classic variants): a small
        lexicon, a start, a goal and the number of words of a shortest
        ladder (0 when there is none);
      - default-lexicon cases: the project brief (bundled SCOWL, size <= 60);
      - everything else: worked by hand from the fixture word lists.
*/

:- dynamic test_dir/1.
:- prolog_load_context(directory, Dir),
   retractall(test_dir(_)),
   assertz(test_dir(Dir)).

fixture(Name, Path) :-
    test_dir(Dir),
    atomic_list_concat([Dir, '/fixtures/', Name], Path).

%   ladder_ok(+Start, +Goal, +Ladder): Ladder runs from Start to Goal,
%   one letter changes per step, and every word after Start is in the
%   lexicon.

ladder_ok(Start, Goal, [Start|Words]) :-
    last([Start|Words], Goal),
    maplist(lexicon_word, Words),
    steps_ok(Words, Start).

steps_ok([], _).
steps_ok([B|Ws], A) :-
    h(A, B, 1),
    steps_ok(Ws, B).

grid_words(Words) :-
    findall(W, ( member(A, [a, b, c]), member(B, [a, b, c]), member(C, [a, b, c]),
                 atomic_list_concat([A, B, C, x], W) ),
            Words).

%   lesson(?Name, ?Words, ?Start, ?Goal, ?Length)

lesson(leetcode,           [hot,dot,dog,lot,log,cog], hit, cog, 5).
lesson(leetcode_no_goal,   [hot,dot,dog,lot,log],     hit, cog, 0).
lesson(one_letter,         [a,b,c],                   a,   c,   2).
lesson(one_step,           [hot,dot],                 hot, dot, 2).
lesson(red_tax,            [ted,tex,red,tax,tad,den,rex,pee], red, tax, 4).
lesson(start_outside,      [cot,dot,dog],             cat, dog, 4).
lesson(goal_missing,       [cot,dot],                 cat, dog, 0).
lesson(dot_cog,            [dot,dog,cog],             dot, cog, 3).
lesson(start_outside_1,    [b,c],                     a,   c,   2).
lesson(goal_missing_1,     [b],                       a,   c,   0).
lesson(two_islands,        [ab,zz],                   aa,  zz,  0).
lesson(grid,               Words,                     aaax, cccx, 4) :-
    grid_words(Words).


