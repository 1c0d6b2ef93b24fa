/** The `config` keys whose versions the reference lists carry (bump one to make clients refetch). */
export const REGION_CONFIG_KEY = 'country';
export const LANGUAGE_CONFIG_KEY = 'language';
