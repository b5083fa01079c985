// Its own module, free of imports: server/index.ts answers an unreadable Origin with it before React
// loads, and a module that imports react-router there loaded React before NODE_ENV was settled.
export const CROSS_SITE_MESSAGE = "Żądanie odrzucone: formularz wysłano z innej witryny.";
