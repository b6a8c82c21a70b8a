//! The page's messages: what went wrong or what happened, in words, with a way
//! to dismiss them.

use yew::prelude::*;

use crate::agent::AiError;
use crate::components::context::use_lang;
use crate::i18n::{quoted, rules_refusal, Lang, Noun, Text};
use crate::state::{Notice, RecordError, Source};

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
pub fn notice_text(lang: Lang, notice: &Notice) -> (bool, String) {
    match notice {
        Notice::ComputerMoved {
            notation,
            after_crash,
            forced_in,
            offer,
            ..
        } => {
            let mut words = match offer {
                _ if *after_crash => lang.fill(Text::ComputerMovedAfterCrash, &[notation]),
                Some(offer) => lang.t(*offer).to_string(),
                None => lang.fill(Text::ComputerMoved, &[notation]),
            };
            if let Some(n) = forced_in {
                let (text, plies) = if *n > 0 {
                    (Text::ComputerSeesWin, *n)
                } else {
                    (Text::ComputerSeesLoss, -*n)
                };
                let count = lang.count(usize::try_from(plies).unwrap_or(0), Noun::Move);
                words.push(' ');
                words.push_str(&lang.fill(text, &[&count]));
            }
            (false, words)
        }
        Notice::WorkerCrashed { reason, asked_again } => {
            let text = if *asked_again {
                Text::WorkerCrashed
            } else {
                Text::WorkerCrashedAgain
            };
            (true, lang.fill(text, &[reason]))
        }
        Notice::WorkerNotStarted(reason) => (true, lang.fill(Text::WorkerNotStarted, &[reason])),
        Notice::WorkerError(e) => (true, lang.fill(Text::WorkerError, &[&ai_error_text(lang, e)])),
        Notice::NoAnswer(seconds) => (true, lang.fill(Text::NoAnswer, &[seconds])),
        Notice::WorkerBadMove { notation, reason } => {
            (true, lang.fill(Text::WorkerBadMove, &[notation, &reason.get(lang)]))
        }
        Notice::RecordLoaded(n) => (false, lang.fill(Text::RecordLoaded, &[&lang.count(*n, Noun::Move)])),
        Notice::EmptyRecord => (true, lang.t(Text::EmptyRecord).to_string()),
        Notice::LinkOverGame => (false, lang.t(Text::LinkOverGame).to_string()),
        Notice::BadAt { text, total } => (
            true,
            lang.fill(Text::BadAt, &[&quoted(text), &lang.count(*total, Noun::Move)]),
        ),
        Notice::BadTheme(text) => (true, lang.fill(Text::BadTheme, &[&quoted(text)])),
        Notice::Load {
            source,
            error: RecordError::Rules(why),
        } => {
            let text = match source {
                Source::Record => Text::RecordRulesError,
                Source::Link => Text::LinkRulesError,
            };
            (true, lang.fill(text, &[&rules_refusal(lang, why)]))
        }
        Notice::Load { source, error } => {
            let text = match (source, error) {
                (Source::Record, RecordError::Position(_)) => Text::RecordPositionError,
                (Source::Record, _) => Text::RecordError,
                (Source::Link, RecordError::Position(_)) => Text::LinkPositionError,
                (Source::Link, _) => Text::LinkError,
            };
            (true, lang.fill(text, &[&error.text(lang)]))
        }
        Notice::Stored { reason, key } => (true, lang.fill(Text::StoredError, &[reason, key])),
        Notice::Both(first, second) => {
            let ((e1, t1), (e2, t2)) = (notice_text(lang, first), notice_text(lang, second));
            (e1 || e2, format!("{t1} {t2}"))
        }
    }
}

/// Props of [`NoticeBar`].
#[derive(Debug, Properties, PartialEq)]
pub struct NoticeBarProps {
    /// The message, if any.
    pub notice: Option<Notice>,
    /// Hides it.
    pub on_dismiss: Callback<()>,
}

/// The latest message, with a button to hide errors.
#[component]
pub fn NoticeBar(props: &NoticeBarProps) -> Html {
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
                    <span data-testid="search-figures">{ lang.fill(Text::SearchFigures, &[depth, &lang.count(*nodes, Noun::Position), ms]) }</span>
                </details>
            }
            if error { <button type="button" class="small" onclick={dismiss}>{ lang.t(Text::Dismiss) }</button> }
        </div>
    }
}
