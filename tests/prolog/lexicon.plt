/*  Tests of the lexicon: prolog/lexicon.pl, through weaver.pl.

    Run: swipl --on-error=status --on-warning=status -g run_tests -t halt tests/prolog/lexicon.plt

    Expected values: the bundled SCOWL data (size <= 60 by default) and
    the fixture word lists, worked by hand.
*/

:- encoding(utf8).                      % its words hold letters outside ASCII, whatever the locale

:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module('../../prolog/wordlog').

:- dynamic test_dir/1.
:- prolog_load_context(directory, Dir),
   retractall(test_dir(_)),
   assertz(test_dir(Dir)).

fixture(Name, Path) :-
    test_dir(Dir),
    atomic_list_concat([Dir, '/fixtures/', Name], Path).

%   with_file(+Text, :Goal): call Goal(File) with File a new file
%   holding Text (UTF-8), removed afterwards.

:- meta_predicate with_file(+, 1).

with_file(Text, Goal) :-
    tmp_file_stream(utf8, File, Out),
    format(Out, "~s", [Text]),
    close(Out),
    call_cleanup(call(Goal, File), delete_file(File)).

%   error_message(:Goal, -Error): Goal raised error(Formal, context(_,
%   Message)): Error is Formal-Message.

:- meta_predicate error_message(0, -).

error_message(Goal, Formal-Message) :-
    catch(Goal, error(Formal, context(_, Message)), true).


:- begin_tests(default_lexicon, [setup(use_default_lexicon)]).

test(source, Source == default(60)) :-
    lexicon_source(Source).

test(sort_kind, N == 6) :-
    ladder_length(sort, kind, N).

test(cold_warm, N == 5) :-
    ladder_length(cold, warm, N).

test(ape_man, N == 6) :-
    ladder_length(ape, man, N).

test(sizes, Sizes == [10, 35, 10]) :-
    maplist(word_size, [cold, cord, warm], Sizes).

test(rare_word_left_out, fail) :-
    lexicon_word(aahs).                 % SCOWL size 80

test(larger_default, N == 1) :-
    use_default_lexicon(95),
    findall(x, lexicon_word(aahs), Xs),
    length(Xs, N),
    use_default_lexicon.

% The bundled lexicon reads only the lengths it is asked about.
test(lazy_per_length, Loaded == [4]) :-
    use_default_lexicon,
    ladder_length(cold, warm, 5),
    findall(L, wordlog_lexicon:loaded_(L), Loaded).

test(bad_size, error(domain_error(scowl_size, 5))) :-
    use_default_lexicon(5).

test(bad_option, error(type_error(boolean, maybe))) :-
    use_default_lexicon(60, [offensive(maybe)]).

% The words of prolog/data/offensive.txt are left out of the bundled
% lexicon unless offensive(true) lets them in. (Here the list is made
% to hold `cold`, whatever the file says.)
test(offensive_left_out, Found == [false, true, false]) :-
    setup_call_cleanup(
        ( wordlog_bundled:offensive_word(_) -> true ; true ),   % the file is read
        ( assertz(wordlog_bundled:offensive_(cold)),
          findall(In, ( member(Options, [[], [offensive(true)], [offensive(false)]]),
                        use_default_lexicon(60, Options),
                        ( lexicon_word(cold) -> In = true ; In = false ) ),
                  Found) ),
        ( retractall(wordlog_bundled:offensive_(cold)), use_default_lexicon )).

% Each offensive word in the bundled data is left out of the default
% lexicon.
test(offensive_file) :-
    use_default_lexicon(95),
    forall(( wordlog_bundled:offensive_word(W), atom_length(W, L), between(2, 8, L) ),
           assertion(\+ lexicon_word(W))),
    use_default_lexicon.

:- end_tests(default_lexicon).


:- begin_tests(word_rule).

test(lower_case, Words == [cold, cold, cold, cold, 'müde', 'λόγος']) :-
    maplist(normalize_word, ['Cold', "COLD", [c, o, l, d], `Cold`, 'müde', 'λόγος'], Words).

test(not_a_word, Faults == ["it is empty", "'4' is not a letter", "a space is not a letter",
                            "'_' is not a letter", "\"'\" is not a letter",
                            "U+0308 is not a letter", "U+0000 is not a letter",
                            "it has 101 characters; a word has at most 100"]) :-
    length(Long, 101),
    maplist(=(a), Long),
    atom_chars(TooLong, Long),
    atom_codes(Nfd, [0'm, 0'u, 0x308, 0'd, 0'e]),
    findall(Fault,
            ( member(Text, ['', c4t, 'co ld', a_b, 'it''s', Nfd, 'a\u0000b', TooLong]),
              catch(normalize_word(Text, _),
                    error(domain_error(word, Text), context(normalize_word/2, Fault)),
                    true)
            ),
            Faults).

test(not_text, error(type_error(text, f(7)))) :-
    normalize_word(f(7), _).

% A lexicon word is taken as it is, even one the word rule refuses
% (Python's rule admits a word with a combining mark).
test(lexicon_word_as_it_is, Ladder == ['a\u0487b', aab, cab]) :-
    with_file("a\u0487b\naab\ncab\n", load_words_normalized),
    weaver('a\u0487b', cab, Ladder).

load_words_normalized(File) :-
    load_words(File, [normalized(true)]).

:- end_tests(word_rule).


:- begin_tests(unicode).

load_unicode :-
    fixture('unicode.txt', File),
    load_words(File).

test(hund_mund, N == 2) :-
    load_unicode,
    ladder_length(hund, mund, N).

test(muede_muehe, Ladder == ['müde', 'mühe']) :-
    load_unicode,
    weaver('müde', 'mühe', Ladder).

test(greek, Ladder == ['λόγος', 'λόγοι']) :-
    load_unicode,
    weaver('λόγος', 'λόγοι', Ladder).

test(words, Words == [hund, mund, 'müde', 'mühe', 'niña', 'niño', rund,
                      'λόγοι', 'λόγος']) :-
    load_unicode,
    findall(W, lexicon_word(W), Words).

test(sizes, Sizes == [10, unknown, 35]) :-
    load_unicode,
    maplist(word_size, [hund, rund, 'müde'], Sizes).

% A word in NFD (a letter and a combining mark) is refused, naming the
% line: the rule does not normalize.
test(nfd_line, Message == Expected) :-
    with_file("hund\nmu\u0308de\n", nfd_message(Message, File)),
    format(string(Expected), "~w:2: ~q is not a word: U+0308 is not a letter",
           [File, "mu\u0308de"]).

nfd_message(Message, File, File) :-
    error_message(load_words(File), _-Message).

:- end_tests(unicode).


:- begin_tests(reload).

test(file_replaces_words) :-
    use_words([hot,dot,dog]),
    ladder_length(hot, dog, 3),
    use_words([hot,dog]),
    ladder_length(hot, dog, N),
    assertion(N == 0),
    assertion(\+ lexicon_word(dot)).

test(neighbour_lists_dropped, Nexts == [dot, hit]) :-
    use_words([hot,dot,dog]),
    neighbours(hot, [dot]),
    use_words([hot,hit,dot]),
    neighbours(hot, Nexts).

test(components_dropped, Members == [cat, cot]) :-
    use_words([cat,cot,dot]),
    component(cat, [cat, cot, dot]),
    use_words([cat,cot,dog]),
    component(cat, Members).

test(default_after_file, N == 5) :-
    use_words([cold, warm]),
    ladder_length(cold, warm, 0),
    use_default_lexicon,
    ladder_length(cold, warm, N).

test(file_after_default, N == 0) :-
    use_default_lexicon,
    ladder_length(cold, warm, 5),
    use_words([cold, cord, warm]),
    ladder_length(cold, warm, N).

test(use_words, [Sizes, Source] == [[hot-unknown, 'müde'-unknown], words(3)]) :-
    use_words(['Müde', 'HOT', hot]),
    findall(W-S, word_size(W, S), Sizes),
    lexicon_source(Source).

test(use_words_bad_element_message, Message == "word 2 of the list: c4t is not a word: '4' is not a letter") :-
    error_message(use_words([hot, c4t]), domain_error(word, c4t)-Message).

test(use_words_bad_element_keeps_lexicon, N == 2) :-
    use_words([hot, dot]),
    catch(use_words([hot, c4t]), _, true),
    ladder_length(hot, dot, N).

test(use_words_partial_list, error(instantiation_error, _)) :-
    use_words([hot|_]).

test(use_words_unbound_element, error(instantiation_error, _)) :-
    use_words([hot, _]).

test(use_words_not_text, error(type_error(text, 3), _)) :-
    use_words([hot, 3]).

test(use_words_not_a_list, error(type_error(list, hot), _)) :-
    use_words(hot).

test(bad_word_line, error(domain_error(word, c4t), _)) :-
    fixture('bad_word.txt', File),
    load_words(File).

test(bad_word_keeps_lexicon, N == 2) :-
    use_words([hot,dot]),
    fixture('bad_word.txt', File),
    catch(load_words(File), _, true),
    ladder_length(hot, dot, N).

test(bad_word_message, Message == Expected) :-
    fixture('bad_word.txt', File),
    absolute_file_name(File, Path),
    error_message(load_words(File), _-Message),
    format(string(Expected), "~w:3: \"c4t\" is not a word: '4' is not a letter", [Path]).

test(bad_size_line, error(type_error(integer, "dot\tten"), _)) :-
    fixture('bad_size.txt', File),
    load_words(File).

test(two_sizes, error(type_error(integer, "cold\t10\t20"), _)) :-
    with_file("cold\t10\t20\n", load_words).

test(missing_file, error(existence_error(source_sink, _), _)) :-
    load_words('/nonexistent/words.txt').

test(directory, error(domain_error(word_file, Dir), _)) :-
    test_dir(Dir),
    load_words(Dir).

test(lengths, Lengths == [3, 4, 5]) :-
    use_words([hot, cold, dot, hound]),
    findall(L, lexicon_length(L), Lengths).

test(comments_blank_and_sizes, Pairs == [cot-unknown, dot-20, hot-10]) :-
    with_file("# three words\n\n  Hot\t10\ndot\t20 \n\ncot\n#dog\nhot\t95\n", load_words),
    findall(W-S, word_size(W, S), Pairs).

test(size_after_two_tabs, Pairs == [cold-10, warm-20]) :-
    with_file("cold\t\t10\nwarm\t \t20\n", load_words),
    findall(W-S, word_size(W, S), Pairs).

:- end_tests(reload).


% Words Python hands over: read at once, whole, taken as they are.
:- begin_tests(normalized_file).

test(eager, Found == [3-[dog, dot, hot], 4-[cold, cord]]-[dog-35, dot-unknown, hot-10]) :-
    with_file("hot\t10\ndot\ndog\t35\ncold\ncord\t20\n", load_words_normalized),
    % the file is gone: every length is in the tables already
    findall(L-Ws, ( lexicon_length(L), findall(W, length_word(L, W), Ws) ), Lengths),
    findall(W-S, ( length_word(3, W), word_size(W, S) ), Sizes),
    Found = Lengths-Sizes.

test(ladder_after_the_file_is_gone, Ladder == [cold, cord, card, ward, warm]) :-
    with_file("cold\ncord\ncard\nward\nwarm\n", load_words_normalized),
    weaver(cold, warm, Ladder).

load_words_normalized(File) :-
    load_words(File, [normalized(true)]),
    assertion(lexicon_source(file(_))).

test(missing_file, error(existence_error(source_sink, '/no/such/words'), _)) :-
    load_words('/no/such/words', [normalized(true)]).

test(missing_file_keeps_lexicon, N == 2) :-
    use_words([hot, dot]),
    catch(load_words('/no/such/words', [normalized(true)]), _, true),
    ladder_length(hot, dot, N).

test(bad_option, error(type_error(boolean, yes))) :-
    load_words('/no/such/words', [normalized(yes)]).

:- end_tests(normalized_file).


% A limit that strikes while the words or the tables are being made
% leaves the lexicon as it was, whole.
:- begin_tests(atomic_tables).

test(length_under_a_limit, N == Full) :-
    use_default_lexicon,
    call_with_inference_limit(ensure_length(5), 2000, Outcome),
    assertion(Outcome == inference_limit_exceeded),
    findall(W, length_word(5, W), Ws),
    length(Ws, N),
    use_default_lexicon,
    aggregate_all(count, length_word(5, _), Full).

test(load_under_a_limit, Words == [dot, hot]) :-
    use_words([hot, dot]),
    findall(Line, ( member(A, [a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p]),
                    member(B, [a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p]),
                    member(C, [a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p]),
                    format(string(Line), "~w~w~w~n", [A, B, C]) ),
            Lines),
    atomic_list_concat(Lines, Text),
    atom_codes(Text, Codes),
    with_file(Codes, limited_load),
    findall(W, lexicon_word(W), Words).

limited_load(File) :-
    call_with_inference_limit(load_words(File), 5000, Outcome),
    assertion(Outcome == inference_limit_exceeded).

:- end_tests(atomic_tables).

% A program that read its words by its own rule hands them over as they
% are: query_word/2 takes them unread within trusting_words/1 only.
:- begin_tests(trusting_words, [setup(use_words([cat]))]).

test(trusted, Word == 'c\U0001D400t') :-
    trusting_words(query_word('c\U0001D400t', Word)).

test(read_outside, error(domain_error(word, _), _)) :-
    trusting_words(true),
    query_word('c\U0001D400t', _).

:- end_tests(trusting_words).

% A program that read a bundled file itself hands its words over: they
% are the words of that length, and no file of data/ is read for it.
:- begin_tests(use_length_words, [setup(use_default_lexicon), cleanup(use_default_lexicon)]).

test(handed_over, Words == [cot, dot]) :-
    tmp_file_stream(text, File, Out),
    format(Out, "dot\t10~ncot\t20~n", []),
    close(Out),
    use_length_words(3, File),
    findall(W, length_word(3, W), Words),
    delete_file(File).

test(other_source_untouched, Words == [cat]) :-
    use_words([cat]),
    use_length_words(3, '/nonexistent/words'),
    findall(W, length_word(3, W), Words).

:- end_tests(use_length_words).
