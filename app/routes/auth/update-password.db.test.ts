import { describe, expect, it } from "vitest";
import { loader } from "./update-password";

// spec: public §8 — a reset link of the old site's format carries error / error_code instead of a token.
const load = async (query: string) => {
  try {
    return await loader({ request: new Request(`http://localhost/update-password${query}`) } as never);
  } catch (response) {
    return { status: (response as Response).status, location: (response as Response).headers.get("location") };
  }
};

describe("/update-password with a link error", () => {
  it("sends otp_expired to the request form as expired, any other error as invalid, never showing the link's text", async () => {
    expect(await load("?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired")).toEqual({
      status: 302,
      location: "/reset-hasla?blad=wygasl",
    });
    expect(await load("?error=access_denied&error_code=bad_jwt&error_description=Zadzwo%C5%84+pod+numer+123")).toEqual({
      status: 302,
      location: "/reset-hasla?blad=nieprawidlowy",
    });
    expect(await load("?error=server_error")).toEqual({ status: 302, location: "/reset-hasla?blad=nieprawidlowy" });
    expect(await load("")).toEqual({ token: "", done: false }); // no link at all: 'Nieprawidłowy link resetowania hasła'
  });
});
