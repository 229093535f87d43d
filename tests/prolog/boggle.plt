/*  Tests of Boggle: prolog/boggle.pl.

    Run: swipl --on-error=status --on-warning=status -g run_tests -t halt tests/prolog/boggle.plt

    Where the expected values come from:
      - the seed's three examples: the 3x4 board of LeetCode 79 "Word
        Search" (abcced and see, not abcb, which would use b twice), a 4x4
        board with seven words, and a 3x3 board with three of four words;
      - paths, Qu, cell reuse, minimum lengths and the scoring table
        (3-4 letters 1, 5 2, 6 3, 7 5, 8 or more 11): worked by hand from
        the boards below.
*/

:- encoding(utf8).                      % its words hold letters outside ASCII, whatever the locale

:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module('../../prolog/boggle').
:- use_module('../../prolog/lexicon', [word_file_entries/3, use_default_lexicon/0,
                                       use_default_lexicon/1, use_words/1]).

with_words(Words) :-
    boggle_clear_words,
    boggle_add_words(Words).

leetcode([[a,b,c,e],[s,f,c,s],[a,d,e,e]]).
kear([[k,e,a,r],[r,u,n,e],[z,m,w,i],[s,a,t,e]]).
abc([[a,b,c],[d,e,f],[g,h,i]]).
quit([[qu,i,t],[e,e,n],[s,a,r]]).

:- begin_tests(boggle_seed).

test(leetcode, Words == [abcced, see]) :-
    with_words([abcced, see, abcb]),
    leetcode(Board),
    boggle_words(Board, Words).

test(four_by_four, Words == [ear, earn, mat, mate, run, win, wine]) :-
    with_words([run, win, wine, earn, ear, mat, mate]),
    kear(Board),
    boggle_words(Board, Words).

test(three_by_three, Words == [abc, beh, cfi]) :-
    with_words([abc, cfi, beh, hgf]),
    abc(Board),
    boggle_words(Board, Words).

:- end_tests(boggle_seed).

:- begin_tests(boggle_default_dictionary, [cleanup(use_default_lexicon)]).

%   Consulted alone, boggle.pl answers from the lexicon, the bundled words
%   of size <= 60: `lines` (its path is worked in boggle_word_path/3's doc)
%   is one, `aetites` (size 70) is not. The counts are those of the Python
%   solver on the same words (wordlog boggle perslatgsineters [--tier 10]),
%   offensive words left out as the bundled lexicon leaves them.

pers([[p,e,r,s],[l,a,t,g],[s,i,n,e],[t,e,r,s]]).

test(bundled_words) :-
    use_default_lexicon,
    boggle_use_lexicon,
    pers(Board),
    boggle_words(Board, Words),
    memberchk(lines, Words),
    \+ memberchk(aetites, Words),
    length(Words, 626).

test(sizes_honoured, Count == 102) :-
    use_default_lexicon(10),
    boggle_use_lexicon,
    pers(Board),
    boggle_words(Board, Words),
    length(Words, Count).

test(follows_the_lexicon, Words == [lines, tang]) :-
    boggle_use_lexicon,
    use_words([lines, tang, zzz]),
    pers(Board),
    boggle_words(Board, Words).

test(own_words_replace_it, Words == [tang]) :-
    use_default_lexicon,
    with_words([tang]),
    pers(Board),
    boggle_words(Board, Words).

:- end_tests(boggle_default_dictionary).

:- begin_tests(boggle_words).

test(once_however_many_paths, Words == [aaa, aaaa]) :-
    with_words([aaa, aaaa, aaaaaaaaaa]),
    boggle_words([[a,a,a],[a,a,a],[a,a,a]], Words).

test(cell_used_once, Words == [bab]) :-
    with_words([aba, bab, abab]),
    boggle_words([[a,b,x],[b,x,x],[x,x,x]], Words).

test(min_length, Words == [earn, mate, wine]) :-
    with_words([run, win, wine, earn, ear, mat, mate]),
    kear(Board),
    boggle_words(Board, 4, Words).

test(default_min_length_three, Words == [ear]) :-
    with_words([e, ea, ear]),
    kear(Board),
    boggle_words(Board, Words).

test(qu_die, Words == [quiet, quint, quit, quite]) :-
    with_words([quit, quite, quiet, quits, qit, quint, it]),
    quit(Board),
    boggle_words(Board, Words).

test(q_without_u_not_stored, Count == 2) :-
    with_words([quit, qat, qi, queen]),
    boggle_word_count(Count).

% Big Boggle: from 5x5 up a word needs 4 letters, as the Python solver has it.
test(default_min_length_five_by_five, Words == [abcd, fghi]) :-
    with_words([abc, abcd, fgh, fghi, afk]),
    boggle_words([[a,b,c,d,e],[f,g,h,i,j],[k,l,m,n,o],[p,r,s,t,u],[v,w,x,y,z]], Words).

test(min_length_by_size, Mins == [3, 3, 3, 4, 4]) :-
    maplist([R-C, Min]>>( length(Board, R),
                          maplist([Row]>>(length(Row, C), maplist(=(a), Row)), Board),
                          boggle_min_length(Board, Min) ),
            [3-3, 4-4, 4-5, 5-5, 6-5], Mins).

test(unicode, Words == [café]) :-
    with_words([café, cafe]),
    boggle_words([[c,a,f],[x,x,é],[x,x,x]], Words).

test(six_by_six_long_word, Words == [abcdefghijklmnoprstuvwxyzabcdefghijk]) :-
    atom_chars(abcdefghijklmnoprstuvwxyzabcdefghijk, Chars),
    snake(Chars, Board),
    with_words([abcdefghijklmnoprstuvwxyzabcdefghijk]),
    boggle_words(Board, Words).

test(ragged, error(domain_error(rectangular_board, _))) :-
    boggle_words([[a,b,c],[d,e]], _).

test(empty, error(domain_error(rectangular_board, _))) :-
    boggle_words([], _).

test(unbound, error(instantiation_error)) :-
    boggle_words(_, _).

test(not_a_die, Errors == [th, 'E', q, '1', '_', 'e\u0301', '\uFFFE']) :-
    findall(Die,
            ( member(Die, [th, 'E', q, '1', '_', 'e\u0301', '\uFFFE']),
              catch(boggle_words([[a,b],[c,Die]], _),
                    error(domain_error(die, Die), _), Raised = true),
              Raised == true
            ),
            Errors).

test(dice_as_words_have_them, Words == [quiz, zéro]) :-
    with_words([quiz, zéro]),
    boggle_words([[qu,i,z],[o,r,é]], Words).

test(cell_not_an_atom, error(type_error(atom, "e"))) :-
    boggle_words([[a,b],[c,"e"]], _).

test(path_checks_dice, error(domain_error(die, 'Qu'))) :-
    boggle_word_path([[a,b],[c,'Qu']], cab, _).

% '' and a q without u can never be traced: not kept, not counted.
test(untraceable_words, Count == 1) :-
    with_words(['', qat, quit]),
    boggle_word_count(Count).

test(load_directory, error(domain_error(word_file, Dir))) :-
    tmp_file(dir, Dir),
    make_directory(Dir),
    call_cleanup(boggle_load_words(Dir), delete_directory(Dir)).

test(load_file, Words == [abcced, see]) :-
    tmp_file_stream(utf8, File, Out),
    format(Out, "abcced\t10~nsee~n~nabcb\t95~n", []),
    close(Out),
    call_cleanup(boggle_load_words(File), delete_file(File)),
    leetcode(Board),
    boggle_words(Board, Words).

% A word list is read as load_words/1 reads it: words normalized,
% comments and sizes allowed.
test(load_file_normalizes, Words == [abcced, see]) :-
    tmp_file_stream(utf8, File, Out),
    format(Out, "# a comment~nABCCED\t10~n  See  ~n", []),
    close(Out),
    call_cleanup(boggle_load_words(File), delete_file(File)),
    leetcode(Board),
    boggle_words(Board, Words).

% A line that is not a word is named, and the dictionary stays as it was.
test(load_file_not_a_word, Words-Message == [see]-true) :-
    with_words([see]),
    tmp_file_stream(utf8, File, Out),
    format(Out, "abcced~nice cream~n", []),
    close(Out),
    catch(call_cleanup(boggle_load_words(File), delete_file(File)),
          error(domain_error(word, 'ice cream'), context(_, Text)), true),
    (   sub_string(Text, _, _, _, ":2: \"ice cream\" is not a word")
    ->  Message = true
    ;   Message = Text
    ),
    leetcode(Board),
    boggle_words(Board, Words).

% normalized(true): the lines as they are, as a program that checked
% them writes them ('SEE' is taken, and left out: no die shows S).
test(load_file_normalized, Words-Count == [abcced]-1) :-
    tmp_file_stream(utf8, File, Out),
    format(Out, "abcced~nSEE~n", []),
    close(Out),
    call_cleanup(boggle_load_words(File, [normalized(true)]), delete_file(File)),
    boggle_word_count(Count),
    leetcode(Board),
    boggle_words(Board, Words).

test(load_file_bad_option, error(type_error(boolean, yes))) :-
    tmp_file_stream(utf8, File, Out),
    format(Out, "see~n", []),
    close(Out),
    call_cleanup(boggle_load_words(File, [normalized(yes)]), delete_file(File)).

% A load cut short by a limit leaves the old dictionary whole, and words
% can be added to it afterwards.
% The limit leaves reading the file (counted first) a few thousand
% inferences of adding its 2,000 words.
test(load_cut_short, Words-Result == [see, seed]-inference_limit_exceeded) :-
    with_words([see]),
    tmp_file_stream(utf8, File, Out),
    forall(between(0, 1999, I),
           ( A is 0'a + I mod 26, B is 0'a + I // 26 mod 26, C is 0'a + I // 676,
             format(Out, "~s~n", [[C, B, A, 0'z]])
           )),
    close(Out),
    statistics(inferences, I0),
    word_file_entries(File, [], _),
    statistics(inferences, I1),
    Limit is I1 - I0 + 3000,
    call_cleanup(call_with_inference_limit(boggle_load_words(File), Limit, Result),
                 delete_file(File)),
    boggle_add_words([seed]),
    Board = [[s, e, e, d], [x, x, x, x]],
    boggle_words(Board, 3, Words).

% A file that cannot be read leaves the dictionary as it was.
test(load_missing_file, Words == [see]) :-
    boggle_clear_words,
    boggle_add_words([see]),
    catch(boggle_load_words('/no/such/words.txt'), error(existence_error(_, _), _), true),
    leetcode(Board),
    boggle_words(Board, Words).

% The errors for MinLength, as the PlDoc of boggle_words/3 lists them.
test(min_length_unbound, error(instantiation_error)) :-
    boggle_words([[a,b],[c,d]], _, _).

test(min_length_not_a_number, error(type_error(nonneg, three))) :-
    boggle_words([[a,b],[c,d]], three, _).

test(min_length_negative, error(type_error(nonneg, -1))) :-
    boggle_words([[a,b],[c,d]], -1, _).

test(load_words_number, error(type_error(text, 1))) :-
    boggle_load_words(1).

:- end_tests(boggle_words).

%   snake(+Chars, -Board): 36 letters laid out in 6 rows, every other
%   row reversed, so that they trace in order.
snake(Chars, [R1, R2, R3, R4, R5, R6]) :-
    length(R1, 6), length(R2r, 6), length(R3, 6),
    length(R4r, 6), length(R5, 6), length(R6r, 6),
    append([R1, R2r, R3, R4r, R5, R6r], Chars),
    reverse(R2r, R2), reverse(R4r, R4), reverse(R6r, R6).

:- begin_tests(boggle_word_path).

test(abcced, Path == [1-1, 1-2, 1-3, 2-3, 3-3, 3-2]) :-
    leetcode(Board),
    boggle_word_path(Board, abcced, Path).

test(see, Path == [2-4, 3-3, 3-4]) :-
    leetcode(Board),
    boggle_word_path(Board, see, Path).

test(abcb_would_reuse_b, fail) :-
    leetcode(Board),
    boggle_word_path(Board, abcb, _).

test(not_on_board, fail) :-
    leetcode(Board),
    boggle_word_path(Board, abz, _).

test(qu_is_one_die, Path == [1-1, 1-2, 1-3]) :-
    quit(Board),
    boggle_word_path(Board, quit, Path).

test(q_without_u, fail) :-
    quit(Board),
    boggle_word_path(Board, qit, _).

test(no_dictionary_needed, Path == [3-2, 4-2, 4-3, 4-4]) :-
    boggle_clear_words,
    kear(Board),
    boggle_word_path(Board, mate, Path).

% Each word the search finds has a path, and the two it does not find
% (ruin: no i touches the u; tame: no e touches the m) have none. The
% words are checked too: an empty list passed the forall/2.
test(agrees_with_search, Words == [ear, earn, mat, mate, run, rune, win, wine]) :-
    with_words([run, win, wine, earn, ear, mat, mate, rune, tame, ruin]),
    kear(Board),
    boggle_words(Board, Words),
    forall(member(W, Words), boggle_word_path(Board, W, _)),
    \+ boggle_word_path(Board, ruin, _),
    \+ boggle_word_path(Board, tame, _).

% The word is taken as the dice spell it, not normalized (the PlDoc
% says so): a capital is a character no die shows, so the word fails
% as one the board does not have.
test(readme_board_lines, Path == [2-1, 3-2, 3-3, 3-4, 4-4]) :-
    boggle_word_path([[p,e,r,s],[l,a,t,g],[s,i,n,e],[t,e,r,s]], lines, Path).

test(capitals_not_read, Found == []) :-
    findall(W, ( member(W, ['LINES', 'Lines', '']),
                 boggle_word_path([[p,e,r,s],[l,a,t,g],[s,i,n,e],[t,e,r,s]], W, _)
               ), Found).

% A word of more dice than the board has cells is refused before the
% table is built: a word of a million letters fails at once on a 4x4
% board, not after seconds of building. The limit is the number of dice, not of letters.
snake([[a,b,c,d],[h,g,f,e],[i,j,k,l],[p,o,n,m]]).

test(every_cell, Path == [1-1,1-2,1-3,1-4,2-4,2-3,2-2,2-1,3-1,3-2,3-3,3-4,4-4,4-3,4-2,4-1]) :-
    snake(Board),
    boggle_word_path(Board, abcdefghijklmnop, Path).

test(more_dice_than_cells, fail) :-
    snake(Board),
    boggle_word_path(Board, abcdefghijklmnopa, _).

test(qu_counts_one_die, Path == [1-1, 1-2, 2-1, 2-2]) :-
    boggle_word_path([[qu,i],[t,e]], quite, Path).

test(more_dice_than_cells_qu, fail) :-
    boggle_word_path([[qu,i],[t,e]], quitei, _).

:- end_tests(boggle_word_path).

:- begin_tests(boggle_word_dice).

test(qu_one_die, Dice == [qu, i, t]) :-
    boggle_word_dice(quit, Dice).

test(q_without_u, fail) :-
    boggle_word_dice(qat, _).

% Steadfast: a bound Dice is checked as the unbound call's answer would
% be. The q of quit is one die, so [q, u, i, t] is not its dice, and
% qat has no dice at all.
test(bound_letters_not_dice, fail) :-
    boggle_word_dice(quit, [q, u, i, t]).

test(bound_q_without_u, fail) :-
    boggle_word_dice(qat, [q, a, t]).

test(bound_dice, true) :-
    boggle_word_dice(quit, [qu, i, t]).

test(not_an_atom, error(type_error(atom, "quit"))) :-
    boggle_word_dice("quit", _).

:- end_tests(boggle_word_dice).

:- begin_tests(boggle_score).

test(table, Scores == [0, 1, 1, 2, 3, 5, 11, 11, 11, 11]) :-
    maplist([N, S]>>(length(Cs, N), maplist(=(a), Cs), atom_chars(W, Cs),
                     boggle_word_score(W, S)),
            [2, 3, 4, 5, 6, 7, 8, 9, 16, 17], Scores).

test(qu_counts_two, Scores == [1, 2, 11]) :-
    maplist(boggle_word_score, [quit, quite, quinquevalencies], Scores).

test(no_cap_at_sixteen, Score == 11) :-
    boggle_word_score(abcdefghijklmnoprstuvwxyzabcdefghijk, Score).

% Steadfast: a bound Score is compared with the word's score (a cut
% after the head let ab score 1, and abc or abcde 11).
test(bound_score, Checks == [true, false, false, false, true]) :-
    maplist([W-S, C]>>(boggle_word_score(W, S) -> C = true ; C = false),
            [abc-1, ab-1, abc-11, abcde-11, abcdefgh-11], Checks).

test(total, Score == 6) :-
    boggle_score([abcced, see, mate, earn], Score).

test(not_a_list, error(type_error(list(atom), foo))) :-
    boggle_score(foo, _).

test(partial_list, error(instantiation_error)) :-
    boggle_score([see|_], _).

% A word is an atom, as for boggle_score/2: a number or a string has no
% score, never one by its digits or characters.
test(word_a_number, error(type_error(atom, 12345))) :-
    boggle_word_score(12345, _).

test(word_a_string, error(type_error(atom, "spur"))) :-
    boggle_word_score("spur", _).

:- end_tests(boggle_score).


/*  boggle_min_length/2
    checks its board as boggle_words/2 does, and boggle_clear_words/0
    empties the dictionary.
*/

:- begin_tests(board_shape_and_clearing).

% boggle_min_length/2 checks its board: an atom, an unbound Board or a
% ragged one is an error, never a minimum length of 3.
test(min_length_not_a_board, error(domain_error(rectangular_board, foo))) :-
    boggle_min_length(foo, _).

test(min_length_unbound, error(instantiation_error)) :-
    boggle_min_length(_, _).

test(min_length_ragged, error(domain_error(rectangular_board, Board))) :-
    Board = [[a,b,c,d,e],[a],[a],[a],[a]],
    boggle_min_length(Board, _).

% A board not yet whole (a partial list, or a row that is one or is
% unbound) is, ISO-style, an instantiation_error, as for
% must_be(list, [a|_]), not a domain_error.
test(partial_board, error(instantiation_error)) :-
    boggle_words([[a,b,c],[d,e,f]|_], _).

test(partial_row, error(instantiation_error)) :-
    boggle_words([[a,b,c],[d,e|_],[g,h,i]], _).

test(unbound_row, error(instantiation_error)) :-
    boggle_word_path([[a,b,c],_,[g,h,i]], abc, _).

test(min_length_partial_board, error(instantiation_error)) :-
    boggle_min_length([[a,b,c]|_], _).

test(min_length_big, Min == 4) :-
    length(Row, 6), maplist(=(e), Row),
    length(Board, 5), maplist(=(Row), Board),
    boggle_min_length(Board, Min).

test(clear_words, Counts == [2, 0]) :-
    boggle_clear_words,
    boggle_add_words([ear, earn]),
    boggle_word_count(Before),
    boggle_clear_words,
    boggle_word_count(After),
    Counts = [Before, After].

:- end_tests(board_shape_and_clearing).


/*  Every det predicate leaves no choicepoint, and every semidet one none
    when it succeeds (call_cleanup/2 runs its cleanup at once when the
    goal is done): boards of one cell and of Big Boggle, words of a
    q and of one letter, a word traced by several paths.
*/

:- begin_tests(determinism).

det_outcome(Goal, Outcome) :-
    (   call_cleanup(Goal, Det = true),
        (   Det == true
        ->  Outcome = det
        ;   Outcome = choicepoint
        )
    ->  true
    ;   Outcome = failed
    ).

test(every_predicate, Wrong == []) :-
    tmp_file_stream(utf8, File, Out),
    format(Out, "abcced\t10~nsee~n", []),
    close(Out),
    kear(Kear),
    Big = [[a,b,c,d,e],[f,g,h,i,j],[k,l,m,n,o],[p,r,s,t,u],[v,w,x,y,z]],
    findall(Goal-Outcome,
            ( member(Goal, [ boggle_clear_words,
                             boggle_add_words([run, win, wine, earn, ear, quit, qat, a]),
                             boggle_add_words([]),
                             boggle_word_count(_),
                             boggle_words(Kear, _), boggle_words(Kear, 0, _),
                             boggle_words([[a]], _), boggle_words(Big, _),
                             boggle_words([[a,a],[a,a]], 1, _),
                             boggle_min_length(Kear, _), boggle_min_length(Big, _),
                             boggle_word_path(Kear, earn, _),
                             boggle_word_path([[a,b,a],[b,a,b]], aba, _),
                             boggle_word_path([[qu,i],[t,e]], quite, _),
                             boggle_word_dice(quit, _), boggle_word_dice('', _),
                             boggle_word_dice(a, _),
                             boggle_word_score(quit, _), boggle_word_score('', _),
                             boggle_score([quit, mate, ab], _), boggle_score([], _),
                             boggle_load_words(File),
                             boggle_load_words(File, [normalized(true)])
                           ]),
              det_outcome(Goal, Outcome),
              Outcome \== det
            ),
            Wrong),
    delete_file(File).

:- end_tests(determinism).

:- begin_tests(boggle_entry_for_a_program).

test(word_cells, Cells == [[2, 4], [3, 3], [3, 4]]) :-
    with_words([abcced, see, abcb]),
    leetcode(Board),
    boggle_word_cells(Board, see, Cells).

test(no_cells, fail) :-
    with_words([abcced, see, abcb]),
    leetcode(Board),
    boggle_word_cells(Board, abcb, _).

test(words_cells, Found == [[see, [[2, 4], [3, 3], [3, 4]]]]) :-
    with_words([abcced, see, abcb]),
    leetcode(Board),
    boggle_words_cells(Board, 3, Found0),
    include([[W, _]]>>(W == see), Found0, Found).

test(scores, Scores == [[2, 4], [0, 0]]) :-
    with_words([abcced, see, abcb]),
    leetcode(Board),
    boggle_scores([[Board, 3], [Board, 7]], Scores).

test(saved_words, [Count-Words == 3-[abcced, see], cleanup(catch(delete_file(File), _, true))]) :-
    tmp_file(boggle, File),
    with_words([abcced, see, abcb]),
    boggle_save_words(File, mark, true),
    boggle_clear_words,
    boggle_saved_words(File, mark, Count),
    leetcode(Board),
    boggle_words(Board, Words).

test(saved_words_of_another_mark_are_refused, [Count == 1, cleanup(catch(delete_file(File), _, true))]) :-
    tmp_file(boggle, File),
    with_words([abcced, see, abcb]),
    boggle_save_words(File, mark, true),
    with_words([see]),
    \+ boggle_saved_words(File, other, _),
    \+ boggle_saved_words('/nonexistent/boggle.bin', mark, _),
    boggle_word_count(Count).

test(damaged_saved_words_are_refused, [Count == 1, cleanup(catch(delete_file(File), _, true))]) :-
    tmp_file(boggle, File),
    with_words([abcced, see, abcb]),
    boggle_save_words(File, mark, true),
    read_file_to_codes(File, Codes, [type(binary)]),
    length(Codes, Length),
    Cut is Length - 5,
    length(Kept, Cut),
    append(Kept, _, Codes),
    append(Kept, [0'x, 0'x, 0'x, 0'x, 0'x], Damaged),
    setup_call_cleanup(open(File, write, Out, [type(binary)]), format(Out, "~s", [Damaged]), close(Out)),
    with_words([see]),
    \+ boggle_saved_words(File, mark, _),
    boggle_word_count(Count).

:- end_tests(boggle_entry_for_a_program).
