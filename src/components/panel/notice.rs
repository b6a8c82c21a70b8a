//! The page's messages: what went wrong or what happened, in words, with a way
//! to dismiss them.

use yew::prelude::*;

use abstrakta_engine::{MAX_MOVE_TEXT, MAX_POSITION_TEXT, MAX_RECORD_MOVES};

use crate::agent::AiError;
use crate::components::context::use_lang;
use crate::i18n::{quoted, rules_refusal, Lang, Msg, Noun, Refusals, Text};
use crate::state::{MoveRefusal, Notice, PositionRefusal, RecordError, Source};

/// What went wrong loading a record, in `lang`.
pub fn record_error_text<G: Refusals>(lang: Lang, error: &RecordError<G>) -> String {
    match error {
        RecordError::Position(refusal) => match refusal {
            PositionRefusal::TooLong { length } => lang.say(Msg::TooLongPosition {
                length,
                max: &MAX_POSITION_TEXT,
            }),
            PositionRefusal::TooManyMoves { moves } => lang.say(Msg::TooManyMoves {
                moves: &lang.count(*moves, Noun::Move),
                max: &MAX_RECORD_MOVES,
            }),
            PositionRefusal::Refused(e) => G::position_refusal(lang, e),
            PositionRefusal::Foreign(words) => words.get(lang).to_string(),
        },
        RecordError::Rules(reason) => rules_refusal(lang, reason),
        RecordError::Move { index, text, reason } => {
            let reason = match reason {
                MoveRefusal::TooLong { length } => lang.say(Msg::TooLongMove {
                    length,
                    max: &MAX_MOVE_TEXT,
                }),
                MoveRefusal::Refused(e) => G::move_refusal(lang, e),
            };
            match lang {
                Lang::En => format!("move {} ({text}): {reason}", index + 1),
                Lang::Cs => format!("tah {} ({text}): {reason}", index + 1),
            }
        }
    }
}

/// Why the computer player could not answer, in `lang` (the engine's own reasons
/// inside stay as the worker gave them).
pub(crate) fn ai_error_text(lang: Lang, error: &AiError) -> String {
    if lang == Lang::En {
        return error.to_string();
    }
    match error {
        AiError::Version { expected, got } => {
            format!("počítačový hráč mluví protokolem {expected}, stránka poslala {got}; načtěte stránku znovu")
        }
        AiError::BadRules(r) => format!("neplatné volby pravidel: {r}"),
        AiError::BadPosition(r) => format!("neplatná výchozí pozice: {r}"),
        AiError::BadMove { index, text, reason } => format!("tah {} ({text}) odmítnut: {reason}", index + 1),
        AiError::GameOver => "hra už skončila".into(),
        AiError::BadLimits(why) => format!("neplatné meze hledání: {why}"),
        AiError::TooLarge(why) => format!("příliš velký požadavek: {why}"),
        AiError::Malformed(why) => format!("nejde o požadavek: {why}"),
    }
}

/// The text of a notice in `lang`.
pub fn notice_text<G: Refusals>(lang: Lang, notice: &Notice<G>) -> (bool, String) {
    if let Some(text) = refusal_text(lang, notice) {
        return (true, text);
    }
    match notice {
        Notice::ComputerMoved {
            notation,
            after_crash,
            forced_in,
            played,
            ..
        } => {
            let said = played.as_ref().and_then(|(before, m)| G::computer_words(before, *m));
            let mut words = match said {
                _ if *after_crash => lang.say(Msg::ComputerMovedAfterCrash { mv: notation }),
                Some(said) => said.get(lang).to_string(),
                None => lang.say(Msg::ComputerMoved { mv: notation }),
            };
            if let Some(n) = forced_in {
                let within = &lang.count(usize::try_from(n.unsigned_abs()).unwrap_or(0), Noun::Move);
                let sees = if *n > 0 {
                    Msg::ComputerSeesWin { within }
                } else {
                    Msg::ComputerSeesLoss { within }
                };
                words.push(' ');
                words.push_str(&lang.say(sees));
            }
            (false, words)
        }
        Notice::WorkerCrashed { reason, asked_again } => {
            let words = if *asked_again {
                Msg::WorkerCrashed { reason }
            } else {
                Msg::WorkerCrashedAgain { reason }
            };
            (true, lang.say(words))
        }
        Notice::WorkerNotStarted(reason) => (true, lang.say(Msg::WorkerNotStarted { reason })),
        Notice::WorkerError(e) => (
            true,
            lang.say(Msg::WorkerError {
                reason: &ai_error_text(lang, e),
            }),
        ),
        Notice::NoAnswer(seconds) => (true, lang.say(Msg::NoAnswer { seconds })),
        Notice::WorkerBadMove { notation, reason } => (
            true,
            lang.say(Msg::WorkerBadMove {
                mv: notation,
                reason: &G::move_refusal(lang, reason),
            }),
        ),
        Notice::RecordLoaded(n) => (
            false,
            lang.say(Msg::RecordLoaded {
                record: &lang.count(*n, Noun::Move),
            }),
        ),
        Notice::EmptyRecord => (true, lang.t(Text::EmptyRecord).to_string()),
        Notice::LinkOverGame => (false, lang.t(Text::LinkOverGame).to_string()),
        Notice::FriendMoved(moves) => (false, lang.say(Msg::FriendMoved { moves })),
        Notice::Stored { reason, key } => (true, lang.say(Msg::StoredError { reason, key })),
        Notice::Both(first, second) => {
            let ((e1, t1), (e2, t2)) = (notice_text(lang, first), notice_text(lang, second));
            (e1 || e2, format!("{t1} {t2}"))
        }
        // Said by `refusal_text` above.
        Notice::BadAt { .. }
        | Notice::BadTheme(_)
        | Notice::BadNote(_)
        | Notice::BadPlayers(_)
        | Notice::Load { .. } => (true, String::new()),
    }
}

/// The text of a notice about what an address or a record refused (an `at=`
/// or `theme=` value, players, rules, a position or a move), the one kind of
/// message the embedded viewer shows: kept apart so that the viewer's bundle
/// carries none of the play page's messages. `None` for other notices.
pub fn refusal_text<G: Refusals>(lang: Lang, notice: &Notice<G>) -> Option<String> {
    Some(match notice {
        Notice::BadAt { text, total } => lang.say(Msg::BadAt {
            at: &quoted(text),
            moves: &lang.count(*total, Noun::Move),
        }),
        Notice::BadTheme(text) => lang.say(Msg::BadTheme { theme: &quoted(text) }),
        Notice::BadNote(text) => lang.say(Msg::BadNote { note: &quoted(text) }),
        Notice::BadPlayers(text) => lang.say(Msg::BadPlayers { players: &quoted(text) }),
        Notice::Load {
            source,
            error: RecordError::Rules(why),
        } => {
            let reason = &rules_refusal(lang, why);
            let words = match source {
                Source::Record => Msg::RecordRulesError { reason },
                Source::Link => Msg::LinkRulesError { reason },
            };
            lang.say(words)
        }
        Notice::Load { source, error } => {
            let reason = &record_error_text(lang, error);
            let words = match (source, error) {
                (Source::Record, RecordError::Position(_)) => Msg::RecordPositionError { reason },
                (Source::Record, _) => Msg::RecordError { reason },
                (Source::Link, RecordError::Position(_)) => Msg::LinkPositionError { reason },
                (Source::Link, _) => Msg::LinkError { reason },
            };
            lang.say(words)
        }
        Notice::Both(first, second) => format!("{} {}", refusal_text(lang, first)?, refusal_text(lang, second)?),
        _ => return None,
    })
}

/// Props of [`NoticeBar`].
#[derive(Debug, Properties, PartialEq)]
pub struct NoticeBarProps<G: Refusals + PartialEq> {
    /// The message, if any.
    pub notice: Option<Notice<G>>,
    /// Hides it.
    pub on_dismiss: Callback<()>,
}

/// The latest message, with a button to hide errors.
#[component]
pub fn NoticeBar<G: Refusals + PartialEq>(props: &NoticeBarProps<G>) -> Html {
    let lang = use_lang();
    let Some(notice) = &props.notice else { return html! {} };
    let (error, text) = notice_text(lang, notice);
    let dismiss = props.on_dismiss.reform(|_| ());
    html! {
        <div class={classes!("notice", error.then_some("error"))} role={if error { "alert" } else { "status" }}>
            <span>{ text }</span>
            // The search figures are for the curious, folded away.
            if let Notice::ComputerMoved { depth, nodes, ms, .. } = notice {
                <details class="search-details">
                    <summary>{ lang.t(Text::SearchDetails) }</summary>
                    <span data-testid="search-figures">{ lang.say(Msg::SearchFigures { depth, positions: &lang.count(*nodes, Noun::Position), ms }) }</span>
                </details>
            }
            if error { <button type="button" class="small" onclick={dismiss}>{ lang.t(Text::Dismiss) }</button> }
        </div>
    }
}
