//! What the analysis board says about a record read or refused and a drawing
//! refused, in each language (the engine's own words are the English).

use abstrakta_engine::study::{
    CheckErrorKind, StudyTextError, StudyTextErrorKind, MAX_CHAPTERS, MAX_NESTING, MAX_STUDY_MOVES, MAX_STUDY_TEXT,
};

use crate::i18n::{Lang, Msg, Noun, Refusals, Text};
use crate::state::{Notice, StudyNotice, MAX_LINES};

/// Why a record text does not read, in `lang`.
fn unreadable(lang: Lang, e: &StudyTextError) -> String {
    if lang == Lang::En {
        return e.to_string();
    }
    let what = match &e.kind {
        StudyTextErrorKind::TooLong(n) => format!("záznam má {n} bajtů; čte se nejvýš {MAX_STUDY_TEXT}"),
        StudyTextErrorKind::TooManyMoves => format!("záznam má víc než {MAX_STUDY_MOVES} tahů"),
        StudyTextErrorKind::TooManyChapters => format!("záznam má víc než {MAX_CHAPTERS} kapitol"),
        StudyTextErrorKind::TooDeep => format!("varianty jsou vnořeny hlouběji než {MAX_NESTING}"),
        StudyTextErrorKind::BadTag => "značka se píše [jméno \"hodnota\"]".into(),
        StudyTextErrorKind::UnclosedComment => "komentář otevřený zde není uzavřen znakem }".into(),
        StudyTextErrorKind::StrayBrace => "znak } neuzavírá žádný komentář".into(),
        StudyTextErrorKind::VariationBeforeMove => "varianta ( patří za tah, který nahrazuje".into(),
        StudyTextErrorKind::StrayParen => "znak ) neuzavírá žádnou variantu".into(),
        StudyTextErrorKind::UnclosedVariation => "varianta otevřená zde není uzavřena znakem )".into(),
        StudyTextErrorKind::BadCommand(c) => {
            format!("[{c}] není příkaz komentáře ([%cs text], [%arrow a-b], [%mark a])")
        }
        StudyTextErrorKind::BadArrow(a) => format!("šipka „{a}“ nejsou dvě pole spojená znakem - (d2-f2)"),
    };
    format!("řádek {}, sloupec {}: {what}", e.line, e.column)
}

/// Why a record's game does not replay, in `lang` (the engine's reasons for a
/// move, a start or rules are its own English).
fn refused(lang: Lang, chapter: usize, kind: &CheckErrorKind) -> String {
    if lang == Lang::En {
        return format!("chapter {chapter}: {kind}");
    }
    let what = match kind {
        CheckErrorKind::NoGame => "žádná značka [game \"…\"] neříká, o jakou hru jde".into(),
        CheckErrorKind::UnknownGame(e) => e.clone(),
        CheckErrorKind::OtherGame { found, expected } => {
            format!("záznam je hry „{found}“, ne hry {}", expected.name())
        }
        CheckErrorKind::Rules(e) => format!("pravidla: {e}"),
        CheckErrorKind::Start(e) => format!("výchozí pozice: {e}"),
        CheckErrorKind::Move {
            line,
            column,
            number,
            text,
            reason,
        } => format!("řádek {line}, sloupec {column}: tah {number} ({text}): {reason}"),
        CheckErrorKind::BadCell { number, cell } => format!("tah {number}: „{cell}“ není pole desky"),
    };
    format!("kapitola {chapter}: {what}")
}

/// The words of `notice` and whether it is an error.
pub fn study_notice_text<G: Refusals>(lang: Lang, notice: &StudyNotice<G>) -> Option<(bool, String)> {
    Some(match notice {
        // The address's notices are said by the play page's notice bar.
        StudyNotice::Address(_) => return None,
        StudyNotice::Read {
            moves,
            variations,
            chapters,
        } if *chapters > 1 => (
            false,
            lang.say(Msg::StudyReadFirst {
                moves: &lang.count(*moves, Noun::Move),
                variations: &lang.count(*variations, Noun::Variation),
                chapters,
            }),
        ),
        StudyNotice::Read { moves, variations, .. } => (
            false,
            lang.say(Msg::StudyRead {
                moves: &lang.count(*moves, Noun::Move),
                variations: &lang.count(*variations, Noun::Variation),
            }),
        ),
        StudyNotice::Empty => (true, lang.t(Text::StudyEmpty).to_string()),
        StudyNotice::BadLink(e) => (true, lang.say(Msg::StudyRefused { reason: &e.to_string() })),
        StudyNotice::Unreadable(e) => (
            true,
            lang.say(Msg::StudyRefused {
                reason: &unreadable(lang, e),
            }),
        ),
        StudyNotice::Refused { chapter, kind } => (
            true,
            lang.say(Msg::StudyRefused {
                reason: &refused(lang, *chapter, kind),
            }),
        ),
        StudyNotice::BadLine {
            line,
            number,
            text,
            reason,
        } => {
            let reason = match lang {
                Lang::En => format!("variation {line}, move {number} ({text}): {reason}"),
                Lang::Cs => format!("varianta {line}, tah {number} ({text}): {reason}"),
            };
            (true, lang.say(Msg::StudyRefused { reason: &reason }))
        }
        StudyNotice::TooManyLines(n) => {
            let reason = match lang {
                Lang::En => format!("the address has {n} variations; the first {MAX_LINES} are read"),
                Lang::Cs => format!("adresa má {n} variant; čte se prvních {MAX_LINES}"),
            };
            (true, lang.say(Msg::StudyRefused { reason: &reason }))
        }
        StudyNotice::BadDrawing(cell) => (true, lang.say(Msg::BadDrawing { cell })),
    })
}

/// The address's notice, if that is what is said.
pub fn address_notice<G: Refusals>(notice: Option<&StudyNotice<G>>) -> Option<Notice<G>> {
    match notice {
        Some(StudyNotice::Address(n)) => Some(n.clone()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use abstrakta_engine::brandubh::Position;
    use abstrakta_engine::study::Study;

    use super::*;

    #[test]
    fn a_refused_record_says_what_and_where_in_both_languages() {
        let e = Study::parse("1. d1-e1 {open").unwrap_err();
        let notice = StudyNotice::<Position>::Unreadable(e);
        let (error, en) = study_notice_text(Lang::En, &notice).unwrap();
        assert!(error);
        assert_eq!(
            en,
            "The record was not read, and nothing changed: line 1, column 10: the comment opened here is not closed with }"
        );
        let (_, cs) = study_notice_text(Lang::Cs, &notice).unwrap();
        assert_eq!(
            cs,
            "Záznam nebyl načten a nic se nezměnilo: řádek 1, sloupec 10: komentář otevřený zde není uzavřen znakem }"
        );
        let other = StudyNotice::<Position>::Refused {
            chapter: 1,
            kind: CheckErrorKind::OtherGame {
                found: "thud".into(),
                expected: abstrakta_engine::GameKind::Brandubh,
            },
        };
        assert!(study_notice_text(Lang::Cs, &other)
            .unwrap()
            .1
            .contains("ne hry Brandubh"));
    }
}
