/** A promise that settles in a later task: the site's entry and its later sections split their work at it. */
export const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
