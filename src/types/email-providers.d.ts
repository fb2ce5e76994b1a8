declare module 'email-providers' {
  const all: string[];
  export default all;
}
