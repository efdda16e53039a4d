// Office's mark that a drawing is decoration (cNvPr / docPr extension): screen readers skip it, the checker asks no alt text.

export const DECORATIVE_URI = "{C183D7F6-B498-43B3-948B-1728B52AA6E4}";

/** The a:extLst to put inside a p:cNvPr, pic:cNvPr or wp:docPr of a decorative drawing. */
export const DECORATIVE_EXT = `<a:extLst><a:ext uri="${DECORATIVE_URI}"><adec:decorative xmlns:adec="http://schemas.microsoft.com/office/drawing/2017/decorative" val="1"/></a:ext></a:extLst>`;
