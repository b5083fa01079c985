/** A refusal with the HTTP status and the Polish message the user sees (never a 500). */
export class EngagementError extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 409,
    message: string,
  ) {
    super(message);
    this.name = "EngagementError";
  }
}
