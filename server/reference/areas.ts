/**
 * Countries by area: UN M49 regions as the app groups its markets, with Latin America
 * (419) apart from Northern America (021). Names come from Intl in the asked language.
 * Every ISO 3166-1 code of i18n-iso-countries is in exactly one area (areas.test.ts).
 */
export const AREA_COUNTRIES: Readonly<Record<string, string>> = {
  '002': // Africa
    'DZ AO BJ BW BF BI CV CM CF TD KM CG CD CI DJ EG GQ ER SZ ET GA GM GH GN GW KE LS LR LY MG MW ML MR MU YT MA MZ NA NE NG RE RW SH ST SN SC SL SO ZA SS SD TZ TG TN UG EH ZM ZW IO TF',
  '142': // Asia
    'AF AM AZ BH BD BT BN KH CN CY GE HK IN ID IR IQ IL JP JO KZ KW KG LA LB MO MY MV MN MM NP KP OM PK PS PH QA SA SG KR LK SY TW TJ TH TL TR TM AE UZ VN YE',
  '150': // Europe
    'AX AL AD AT BY BE BA BG HR CZ DK EE FO FI FR DE GI GR GG VA HU IS IE IM IT JE XK LV LI LT LU MT MD MC ME NL MK NO PL PT RO RU SM RS SK SI ES SJ SE CH UA GB',
  '021': // Northern America
    'BM CA GL PM US',
  '419': // Latin America and the Caribbean
    'AI AG AR AW BS BB BZ BO BQ BR VG KY CL CO CR CU CW DM DO EC SV FK GF GD GP GT GY HT HN JM MQ MX MS NI PA PY PE PR BL KN LC MF VC SX SR TT TC UY VE VI BV GS',
  '009': // Oceania
    'AS AU CX CC CK FJ PF GU HM KI MH FM NR NC NZ NU NF MP PW PG PN WS SB TK TO TV UM VU WF',
  AQ: // Antarctica
    'AQ',
};

/** Country code → area id. */
export const AREA_OF_COUNTRY: ReadonlyMap<string, string> = new Map(
  Object.entries(AREA_COUNTRIES).flatMap(([area, codes]) => codes.split(' ').map((code) => [code, area] as const)),
);
