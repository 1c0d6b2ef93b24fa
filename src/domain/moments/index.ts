/** Moment rules: states, what a post may hold, what it costs, who sees it, how review moves it. */
export * from './moment-rules';
