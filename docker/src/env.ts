/** What the assembled image's commands inherit from this machine (PATH, HOME for npm's cache). */
export const hostEnv: NodeJS.ProcessEnv = process.env;
