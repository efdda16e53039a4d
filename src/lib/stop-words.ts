// Function words of the languages Quire reads: what says nothing about what a sentence is about (for ranking
// sentences) and what a passage's subject never starts or ends on (for titling text without a heading).

/** Function words of the languages the composer writes, which say nothing about what a sentence is about. */
const STOP = new Set(
  (
    "the a an and or but of to in on at for with by from as is are was were be been being it its this that these those which who whom what " +
    "there their they them we our us you your he she his her not no so than then also can could will would should may might must has have had " +
    "do does did into over under about after before between more most less such each other any all some only very just per via " +
    "der die das und oder ein eine einer eines mit von zu im ist sind war wurde für auf den dem des nicht auch als bei " +
    "le la les et ou un une des du de en au aux est sont pour par sur dans que qui pas plus " +
    "el los las y o unos unas del en es son para por con que se su sus al lo como"
  ).split(" "),
);

/** Whether a lower-cased word is a function word (says nothing about what a sentence is about). */
export const isStopWord = (word: string) => STOP.has(word);

/** Function words of the languages the composer reads beyond the ranker's own: a subject never starts or ends on one. */
const SUBJECT_STOP = new Set(
  (
    "o os as um uma umas uns do dos das no nos na nas em ao aos à às é são pelo pela pelos pelas seu sua seus suas " +
    "il lo gli i uno di della delle dei degli dello nel nella nelle nei negli per che è sono alla alle al ai sul sulla " +
    "de het een en van voor op te met zijn wordt " +
    "sich sie er es wir ihr ihre ihren seine seinen seiner einem einen zum zur vom am um wie nach aus über unter durch " +
    "cette ces son ses leur leurs il elle ils elles ont été être était avait avec sans entre " +
    "este esta estos estas ese esa fue han ha era sobre entre sin también muy " +
    "while which where when during however since until upon within without including " +
    "mehr sowie etwa jedoch bereits zwischen gab gibt wurden hatte hatten waren jahren jahre soit ainsi aussi ohne ended increased decreased primarily ltd inc corp votre vos notre nos núm entro deste desta doit peut provided used da una vous nous tu je foi foram come non oui não sim si sí follows following related total year years " +
    "january february march april may june july august september october november december"
  ).split(" "),
);

/** Whether a lower-cased word is one a subject phrase is never made of (beyond the function words). */
export const isSubjectStopWord = (word: string) => SUBJECT_STOP.has(word);
